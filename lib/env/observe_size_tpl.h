/* The observe and write functions of one board size, NX_N (3 to 9), so
 * that the compiler knows the number of points, NX_N * NX_N, in the loops
 * of observe_planes and write_game. A template, included by observe.c once
 * for each size after those two functions.
 *
 * Instantiated:
 *   observe_3, observe_4, observe_5, observe_6, observe_7, observe_8,
 *     observe_9
 *   write_3, write_4, write_5, write_6, write_7, write_8, write_9
 * The suffix is the size of the board. */

#define S_(name, n) name##_##n
#define S__(name, n) S_(name, n)
#define S(name) S__(name, NX_N)

static void S(observe)(const nx_slot *s, float *planes)
{
    observe_planes(s, planes, NX_N * NX_N);
}

static void S(write)(const nx_slot *s, size_t i, const nexus_env_buffers *out)
{
    write_game(s, i, out, NX_N * NX_N);
}

#undef S
#undef S__
#undef S_
