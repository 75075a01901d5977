/* Planted: this comment cites docs/absent.md, which does not exist. */
int planted(void) { return 0; }
