#include "a.h"
int a(void) { return b() + 1; } /* c() */
