#include "a.h"
int b(void) { return c(); }
