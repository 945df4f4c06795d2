/**
 * English texts of the web3 onboarding and loyalty pages (keys `web3.*`). The spec gives the flow
 * and mode names only; the wording here says what each choice does and what comes next.
 */
export const web3MessagesEn = {
  web3: {
    callFailed: 'That did not work. Check your connection and try again.',
    setup: {
      title: 'What is Web3 Loyalty?',
      what: 'Web3 Loyalty turns your loyalty program into a token on Polygon: your users earn it like points, hold it in a wallet and can trade it in its pool.',
      how: 'Setting it up takes a few steps: choose how the token is made, choose the wallet that owns it, describe the token, check the wallet holds enough for the fees, then deploy. The deploy runs on its own; you can leave the page and come back.',
      start: 'Set Up Web3 Loyalty',
      continue: 'Continue the setup',
      open: 'Open Web3 Loyalty',
    },
    journey: {
      title: 'Where you are',
      choose: 'Flow and wallet',
      tokenomics: 'Tokenomics and balance',
      deploy: 'Deploy',
      running: 'Deploy running',
      done: 'Live',
    },
    flow: {
      legend: 'How do you want to create your token?',
      names: {
        INSTANT_CREATE: 'Create a new token',
        LOYALTY_TOKENIZATION: 'Tokenize my loyalty points',
        IMPORT_DISTRIBUTE_POINT: 'Import points and distribute them as tokens',
        IMPORT_DISTRIBUTE_TOKEN: 'Import my existing token and distribute it',
      },
    },
    wallet: {
      legend: 'Which wallet owns the token?',
      modes: {
        CONNECT_WALLET: 'Connect my wallet',
        CREATE_WALLET: 'Create a custody wallet for me',
      },
      connectedAddress: 'Wallet address',
      notConnected: 'Connect your wallet below to use its address.',
      revealSeed: 'Show the recovery phrase',
      seedTitle: 'Recovery phrase',
      seedOnce:
        'Write these 12 words down and keep them safe. They are shown only once: the console cannot show them again.',
      seedConfirm: 'I have written down the recovery phrase',
      submit: 'Continue',
      modeNotForFlow: 'This flow needs the wallet that already holds your token: connect it.',
      connectFirst: 'Connect your wallet first.',
      polygonFirst: 'Switch your wallet to Polygon first.',
      showSeedFirst: 'Show the recovery phrase and write it down first.',
      confirmSeedFirst: 'Confirm you have written down the recovery phrase.',
    },
    tokenomics: {
      title: 'Tokenomics',
      fields: {
        name: 'Token name',
        symbol: 'Brand points symbol',
        totalSupply: 'Total supply',
        decimals: 'Decimals',
        pointsPerToken: 'Points per token',
        tokenAddress: 'Token contract address',
      },
      symbolHelp: '3 to 5 latin letters or digits, e.g. NOVA',
      save: 'Save tokenomics',
      saved: 'Tokenomics saved.',
      badAddress: 'A contract address is 0x followed by 40 hexadecimal digits',
    },
    balance: {
      title: 'Wallet balance before the deploy',
      address: 'Wallet',
      has: '%{amount} %{currency} (needs %{required})',
      sufficient: 'The wallet holds enough to pay for the deploy.',
      insufficient: 'The wallet does not hold enough yet. Top it up, then check again.',
      check: 'Check again',
      prepare: 'Prepare the deploy',
      saveFirst: 'Save the tokenomics to check the balance.',
    },
    deploy: {
      ready:
        'Everything is ready. The deploy creates the token, approves USDC and the token, then opens the pool.',
      start: 'Deploy',
      running:
        'The deploy is running. This page checks its progress on its own; you can leave and come back.',
      done: 'Your token is live.',
      failed: 'The deploy failed. Retry it, or start the setup over.',
      retry: 'Retry the deploy',
      startOver: 'Start over',
    },
    loyalty: {
      token: 'Token',
      pool: 'Pool',
      contract: 'Contract address',
      poolAddress: 'Pool address',
      chain: 'Network',
      notDeployed: 'The token is not deployed yet.',
      opensWhenDeployed: 'Opens once your token is deployed and its pool is open.',
      integration: 'Custody integration',
      integrationEnabled: 'Custody integration enabled',
      airdrop: 'Web3 airdrop',
      airdropEnabled: 'Airdrop tokens to users',
      tokensPerUser: 'Tokens per user',
      save: 'Save',
      saved: 'Saved.',
    },
  },
} as const;
