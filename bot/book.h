/* The opening book of the strong bot (book.c): the first turns of the
 * standard 5x5 game, each chosen once by a long search of the bot itself
 * (examples/bots/nexus-book.c wrote the tables of book5.c).
 *
 * Why a book: the first turns decide much of a 5x5 game, and a search of
 * a few milliseconds plays them worst, with the whole game ahead of it
 * and the tree still empty. Given 1000 ms for each of its first two
 * turns, the strong bot of 10 ms a turn went from about 55% to 63.5%
 * against mcts of 30 ms (docs/strength.md). The book gives it those turns
 * at no cost in a game. */
#ifndef NEXUS_BOT_BOOK_H
#define NEXUS_BOT_BOOK_H

#include "nexus.h"

/* The turns of a game that the book covers, and the points of its board,
 * that of the default rules (NEXUS_OPTIONS_INIT: 5x5). */
#define NXB_BOOK_PLIES 5
#define NXB_BOOK_POINTS 25
/* A table slot that holds no turn. */
#define NXB_BOOK_NONE 255

/* The book's point for each turn, by the points played before it. Black
 * moves first, so the points of turns 0, 2 and 4 are the book's own when
 * it plays Black, and those of turns 1 and 3 when it plays White. */
typedef struct nxb_book {
    unsigned char first;                                 /* turn 0 */
    unsigned char reply[NXB_BOOK_POINTS];                /* 1, by Black's */
    unsigned char second[NXB_BOOK_POINTS];               /* 2, by White's */
    unsigned char reply2[NXB_BOOK_POINTS][NXB_BOOK_POINTS]; /* 3, Black's */
    unsigned char third[NXB_BOOK_POINTS][NXB_BOOK_POINTS];  /* 4, White's */
} nxb_book;

/* The book of the strong bot (book5.c). */
extern const nxb_book nxb_book5;

/* Returns the book's point after the points pts[0 .. k-1], or
 * NXB_BOOK_NONE if the book has none: k is past the book, or a point the
 * book chose earlier on this line was not played. */
int nxb_book_point(const nxb_book *b, const int *pts, int k);

/* Returns 1 and writes the book's turn into *t if the game is the
 * standard 5x5 game from the empty board, within the book's turns and on
 * its line, and the turn is legal. Returns 0 otherwise. */
int nxb_book_turn(nexus_turn *t, const nexus_game *g, const nxb_book *b);

#endif
