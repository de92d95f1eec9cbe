// Real browsers and real servers take longer than jest's 5 s default.
jest.setTimeout(60_000);
