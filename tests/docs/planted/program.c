/* Planted: the file the excerpt of blocks.md cites. */
int present_line;
