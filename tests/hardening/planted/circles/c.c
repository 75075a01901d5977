#include "a.h"
int c(void) { return a(); }
static int d(void) { return 0; }
