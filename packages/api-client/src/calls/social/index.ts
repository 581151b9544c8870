/** The social connection calls (decision 0034), one module each. */
export * from './disconnect-social-connection.ts';
export * from './finish-social-connection.ts';
export * from './social-connections.ts';
export * from './start-social-connection.ts';
