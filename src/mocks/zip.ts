/** A minimal stored (uncompressed) zip archive, so the User_Balances.zip download is a real zip. */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One file, stored; DOS date fixed at 1980-01-01 so the same content gives the same bytes. */
export function zipOneFile(name: string, content: string): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  const fileName = enc.encode(name);
  const data = enc.encode(content);
  const crc = crc32(data);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(10, 0, true);
  local.setUint16(12, 0x21, true);
  local.setUint32(14, crc, true);
  local.setUint32(18, data.length, true);
  local.setUint32(22, data.length, true);
  local.setUint16(26, fileName.length, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(14, 0x21, true);
  central.setUint32(16, crc, true);
  central.setUint32(20, data.length, true);
  central.setUint32(24, data.length, true);
  central.setUint16(28, fileName.length, true);
  const localSize = 30 + fileName.length + data.length;
  const centralSize = 46 + fileName.length;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, localSize, true);
  const out = new Uint8Array(localSize + centralSize + 22);
  let at = 0;
  for (const part of [
    new Uint8Array(local.buffer),
    fileName,
    data,
    new Uint8Array(central.buffer),
    fileName,
    new Uint8Array(end.buffer),
  ]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
