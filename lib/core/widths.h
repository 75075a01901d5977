/* This file instantiates one template for each word width that the file
 * including it asks for, so that the list of widths is written once. Each
 * copy gets board_w.h and board_tpl.h first, then the template. Before
 * including this file, the source file defines:
 *
 *   NX_TEMPLATE   the template, as an #include of this folder names it
 *                 ("groups_calls_tpl.h", "../rules/legal_calls_tpl.h"). A
 *                 template includes the other templates that it calls.
 *   NX_WIDTHS     the portable copies: NX_W64 (the 64-bit word of boards
 *                 up to 8x8), NX_W128 (the 128-bit word of 9x9), or both.
 *   NX_HW_WIDTHS  optional: the copies compiled once more with the
 *                 processor's bit instructions (bits.h), where it has them.
 *                 Their names end in _hw.
 *
 * The file includes itself once, with NX_HW defined, for the copies with
 * the processor's instructions. A source file includes it once. */
#ifndef NX_W64
#define NX_W64 1
#define NX_W128 2
#endif

#ifdef NX_HW
#define NX_THESE_WIDTHS NX_HW_WIDTHS
#else
#define NX_THESE_WIDTHS NX_WIDTHS
#endif

#if NX_THESE_WIDTHS & NX_W64
#define NX_W 64
#include "board_w.h"
#include "board_tpl.h"
#include NX_TEMPLATE
#undef NX_W
#endif

#if NX_THESE_WIDTHS & NX_W128
#define NX_W 128
#include "board_w.h"
#include "board_tpl.h"
#include NX_TEMPLATE
#undef NX_W
#endif
#undef NX_THESE_WIDTHS

#if !defined(NX_HW) && defined(NX_HW_WIDTHS) && defined(NX_HAVE_HW_BITS)
NX_HW_BEGIN
#define NX_HW 1
#include "widths.h"
#undef NX_HW
NX_HW_END
#endif
