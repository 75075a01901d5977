int e(void) { return a() + c(); }
