/** The embed package is built in a later issue; this entry keeps the workspace valid. */
export {};
