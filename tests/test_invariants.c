/* test_invariants.c - properties that must hold in every game: seed
 * conservation at every ply, legal moves only from own non-empty pits,
 * every game ends, results agree with the captured counts, and the same
 * seed replays the same game. 10,000 random games per game and reading set. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "support.h"

enum { GAMES = 10000 };

/* Check's ck_assert reports every call to the parent process; in a loop
 * of millions that is the whole cost. Test cheaply, report on failure. */
#define require(cond, ...) do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)

static const struct { const char *spec, *readings; } CASES[] = {
    {"mangala_ii.lua", ""},
    {"mangala_ii.lua", "II.Q1=skip,II.Q2=row,II.Q3=forward,II.Q5=split,II.Q6=any_even"},
    {"mangala_ii.lua", "II.Q4=alternate,II.Q5=unclaimed,II.Q8=more"},
    {"mangala_iv.lua", ""},
    {"mangala_iv.lua", "IV.Q1=free,IV.Q2=cw,IV.Q3=skip,IV.Q4=following,IV.Q5=row,IV.Q6=snapshot"},
    {"mangala_iv.lua", "IV.Q1=rightmost,IV.Q7=seven,IV.Q8=chooser_first,IV.Q9=owner"},
    {"mangala_iv.lua", "IV.Q1=first_only,IV.Q7=min2,IV.Q8=south_first,IV.Q9=unclaimed"},
    {"al_manqala.lua", ""},
    {"al_manqala.lua", "AM.Q1=leave,AM.Q2=starved_takes,AM.Q3=skip,AM.Q4=row,AM.Q9=feeder"},
    {"al_manqala.lua", "AM.Q2=last_mover_takes,AM.Q5=plies,AM.Q7=stop,AM.Q8=random"},
};
enum { NCASES = sizeof CASES / sizeof CASES[0] };

static int seeds_total(const sow_rules *r, const sow_state *s)
{
    return sow_on_board(r, s) + s->captured[0] + s->captured[1];
}

/* One random game, checking the invariants at every ply; returns a digest. */
static uint64_t checked_game(const sow_rules *r, uint64_t seed, uint64_t g)
{
    sow_rng rng;
    sow_state s;
    sow_rng_seed(&rng, seed, g);
    sow_new_game(r, &s, NULL, -1, &rng, g);
    int total = seeds_total(r, &s);
    require(total <= SOW_MAX_SEEDS, "game %llu: %d seeds", (unsigned long long)g, total);
    require(r->deal == SOW_DEAL_LAYOUT || total == r->total, "game %llu: dealt %d seeds, not %d",
            (unsigned long long)g, total, r->total);
    while (s.status == SOW_PLAYING) {
        sow_moves legal = sow_legal(r, &s);
        uint32_t own = 0;
        for (int p = 0; p < r->pits; p++)
            if (s.b.pit[p] && (r->row_mask[s.to_move] >> p & 1)) own |= 1u << p;
        require((legal & ~own) == 0, "game %llu ply %u: legal 0x%x outside own non-empty pits 0x%x",
                (unsigned long long)g, s.ply, (unsigned)legal, own);
        require(legal || r->feed != SOW_FEED_NONE || own == 0,
                "game %llu ply %u: no legal move yet an own pit holds seeds", (unsigned long long)g, s.ply);
        uint32_t ply = s.ply;
        int cap = s.captured[0] + s.captured[1];
        play_random(r, &s, &rng);
        require(s.ply == ply + 1, "game %llu: ply %u after ply %u", (unsigned long long)g, s.ply, ply);
        require(s.captured[0] + s.captured[1] >= cap, "game %llu ply %u: captures went down",
                (unsigned long long)g, s.ply);
        require(seeds_total(r, &s) == total, "game %llu ply %u: %d seeds, started with %d",
                (unsigned long long)g, s.ply, seeds_total(r, &s), total);
    }
    require(s.ply <= (unsigned)r->max_plies, "game %llu: %u plies", (unsigned long long)g, s.ply);
    require(s.end != SOW_END_NONE, "game %llu: ended without a reason", (unsigned long long)g);
    if (s.result == SOW_WIN) {
        require(s.winner < 2 && s.captured[s.winner] > s.captured[s.winner ^ 1],
                "game %llu: winner %d with %d-%d", (unsigned long long)g, s.winner, s.captured[0], s.captured[1]);
        require(!r->win_needs || s.captured[s.winner] >= sow_needed(&s, r->win_needs), "game %llu: win below %d",
                (unsigned long long)g, sow_needed(&s, r->win_needs));
    } else {
        require(s.winner == 2, "game %llu: a winner without a win", (unsigned long long)g);
    }
    require(s.result != SOW_DRAW || r->win_needs || s.captured[0] == s.captured[1],
            "game %llu: draw at %d-%d", (unsigned long long)g, s.captured[0], s.captured[1]);
    require(s.end != SOW_END_BOARD_EMPTY || sow_on_board(r, &s) == 0, "game %llu: board_empty with seeds left",
            (unsigned long long)g);
    require(!(s.end == SOW_END_RELAY_CYCLE || s.end == SOW_END_ODD_SPLIT) || s.result == SOW_UNRESOLVED,
            "game %llu: a gap end %s that is not unresolved", (unsigned long long)g, sow_end_name(s.end));
    require((s.end == SOW_END_LIMIT) == (s.result == SOW_LIMIT), "game %llu: end %s with result %s",
            (unsigned long long)g, sow_end_name(s.end), sow_result_name(s.result));
    return (uint64_t)s.captured[0] << 40 ^ (uint64_t)s.captured[1] << 24 ^ (uint64_t)s.ply << 4 ^ s.end;
}

START_TEST(test_random_games)
{
    sow_rules *r = load_spec(CASES[_i].spec, CASES[_i].readings);
    uint64_t first = 0, again = 0;
    for (uint64_t g = 0; g < GAMES; g++) first += checked_game(r, 7, g) * (2 * g + 1);
    /* the same seed replays the same games */
    for (uint64_t g = 0; g < GAMES; g++) again += checked_game(r, 7, g) * (2 * g + 1);
    ck_assert_uint_eq(again, first);
    free(r);
}
END_TEST

/* A copied state plays on independently of its original. */
START_TEST(test_state_is_a_value)
{
    sow_rules *r = load_spec("mangala_ii.lua", NULL);
    sow_rng rng;
    sow_state a, b;
    sow_rng_seed(&rng, 3, 0);
    sow_new_game(r, &a, NULL, -1, &rng, 0);
    b = a;
    sow_play(r, &b, 2, NULL);
    ck_assert_int_eq(a.b.pit[2], 6);
    ck_assert_int_eq(b.b.pit[2], 0);
    ck_assert_uint_eq(a.ply, 0);
    free(r);
}
END_TEST

/* A bounded draw is Lemire's: the high half of (32 random bits) * n, a
 * draw whose low half is below 2^32 mod n rejected and drawn again. Here
 * written out plainly from the raw stream and compared, draw by draw and in
 * the draws used, for bounds where the rejection path is rare and where it
 * is taken about half the time (rng.h keeps it out of line). */
static uint32_t below_plainly(sow_rng *rng, uint32_t n)
{
    uint32_t t = (uint32_t)(0x100000000ULL % n);
    for (;;) {
        uint64_t m = (sow_rng_next(rng) >> 32) * (uint64_t)n;
        if ((uint32_t)m >= t) return (uint32_t)(m >> 32);
    }
}

START_TEST(test_bounded_draw)
{
    static const uint32_t bound[] = {1, 2, 3, 6, 7, 12, 3u << 30, 0x80000001u, 0xfffffffeu, 0xffffffffu};
    for (size_t i = 0; i < sizeof bound / sizeof bound[0]; i++) {
        sow_rng a, b;
        sow_rng_seed(&a, 5, i);
        b = a;
        for (int k = 0; k < 20000; k++) {
            uint32_t x = sow_rng_below(&a, bound[i]), y = below_plainly(&b, bound[i]);
            require(x == y && x < bound[i], "bound %u, draw %d: %u, plainly %u", bound[i], k, x, y);
        }
        ck_assert(memcmp(&a, &b, sizeof a) == 0);    /* the same draws used */
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("invariants");
    TCase *tc = tcase_create("random games");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_random_games, 0, NCASES);
    tcase_add_test(tc, test_state_is_a_value);
    tcase_add_test(tc, test_bounded_draw);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
