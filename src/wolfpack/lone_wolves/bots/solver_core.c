/* The exact open-hand Lone Wolves solver's search, in C.
 *
 * The search of the Python class wolfpack.lone_wolves.bots.solver._Search (read its docstring
 * first): a compact position (each side of a territory as four numbers, scars as multisets,
 * the box as a count), make/unmake, alpha-beta with a transposition table and move
 * ordering; and two exact prunings the Python reference does not have: a scar's placement
 * judged from one search of the position without the scar (place_perturbed), and the last
 * trick in closed form (last_trick). Python loads a position with lw_load() and asks for
 * its value within a window with lw_value(); the MTD(f) driver and the root moves stay in
 * Python. Loaded with ctypes (no Python headers needed); lw_cancel() may be called from
 * another thread while a search runs, and the poll function (lw_set_poll) is asked every
 * few thousand positions; either stops it with LW_CANCELLED.
 *
 * Rule ids in comments are those of the Lone Wolves spec.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N_TERR 5
#define N_LOC 9
#define MAX_CARDS 6
#define INF 10000
#define LW_CANCELLED (-32000)
#define KW 11
#define MAX_PACK 16
#define N_KILLERS 3

enum { PACK_STRENGTH, PLUS3, BOX_WOLF, FLIP_HONOR, POINTS_PER_WOLF, POINTS_PER_LONE,
       POINTS_PER_FACEUP, POINTS_LOW_FACEUP, POINTS_IF_HONOR };
enum { EXACT, LOWER, UPPER };
enum { AT_LEAD, AT_FOLLOW, AT_RESOLVE, AT_TAKE, AT_PLACE, AT_OVER };
enum { MOON_POINTS = 5, BLOOD_MOON_POINTS = 3 };

static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }

typedef struct {
    uint64_t key[KW];
    int16_t value;
    uint8_t flag;
    int8_t best;
    uint8_t used, depth, exact; /* exact: from a full search, not one with a horizon */
} Entry;

typedef struct {
    uint32_t gen;
    int value;
} LtMemo;

typedef struct {
    /* the position */
    uint32_t hands[2];
    int nup[10], sup[10], low[10], nlone[10];
    int count[N_TERR];
    int board[N_TERR][8], nboard[N_TERR]; /* scars on the board, sorted effects */
    int fill[2 * N_LOC];                  /* scars per pack location per player */
    int codes[2][MAX_PACK], ncodes[2];    /* per player: sorted loc * 9 + effect */
    int eff[10][9];                       /* per side: scars of each effect acting on it */
    int caps[N_LOC], locs[N_LOC], nlocs;
    int honor[N_TERR][2], hside[N_TERR];
    int box_left, moon, blood, trump;
    int tv[N_TERR];
    /* where the loaded position stands */
    int at, who, lead_card, lead_terr, follow_card, follow_terr, loser_terr, held;
    /* the last trick's territory values (see last_trick), stamped per call */
    LtMemo lt_memo[N_TERR][6][10];
    uint32_t lt_gen;
    /* the search */
    Entry *table;
    uint64_t mask;
    int64_t nodes;
    int horizon; /* 0: search to the end; h > 1: score the board as it stands once both
                    hands are down to h cards (a quick estimate that orders the moves) */
    volatile int cancel;
    /* killer moves: per player and cards in hand, the last three moves (card * 5 +
     * territory, plus 1; 0: none) that cut off a search, tried first at the siblings */
    int killer_lead[2][16][N_KILLERS], killer_follow[2][16][N_KILLERS];
    int (*poll)(void); /* asked now and then whether to stop (may be NULL) */
    jmp_buf abort;
} Ctx;

static const int LOC_T[N_LOC][2] = {{0, -1}, {1, -1}, {2, -1}, {3, -1}, {4, -1},
                                    {0, 1},  {1, 2},  {2, 3},  {3, 4}};
static const int LOC_N[N_LOC] = {1, 1, 1, 1, 1, 2, 2, 2, 2};


/* -- evaluation ------------------------------------------------------------------------ */

/* Territory t's points for player 0 minus player 1's (LW-E2..LW-E4). */
static int tval(const Ctx *c, int t) {
    const int *e0 = c->eff[t], *e1 = c->eff[5 + t];
    int u0 = c->nup[t], u1 = c->nup[5 + t];
    int l0 = c->nlone[t], l1 = c->nlone[5 + t];
    int n0 = u0 + l0, n1 = u1 + l1;
    int s0 = c->sup[t] + l0 + e0[PACK_STRENGTH] * n0 + 3 * e0[PLUS3];
    int s1 = c->sup[5 + t] + l1 + e1[PACK_STRENGTH] * n1 + 3 * e1[PLUS3];
    int v = e0[POINTS_PER_WOLF] * n0 + 2 * e0[POINTS_PER_LONE] * l0 +
            2 * e0[POINTS_PER_FACEUP] * u0 + 3 * e0[POINTS_LOW_FACEUP] * c->low[t] -
            e1[POINTS_PER_WOLF] * n1 - 2 * e1[POINTS_PER_LONE] * l1 -
            2 * e1[POINTS_PER_FACEUP] * u1 - 3 * e1[POINTS_LOW_FACEUP] * c->low[5 + t];
    if (s0 != s1) {
        int h = c->honor[t][c->hside[t]];
        if (c->moon == t)
            h += MOON_POINTS;
        else if (c->blood == t)
            h += BLOOD_MOON_POINTS;
        if (s0 > s1)
            v += h + 5 * e0[POINTS_IF_HONOR];
        else
            v -= h + 5 * e1[POINTS_IF_HONOR];
    }
    return v;
}

static inline int final_value(const Ctx *c) {
    return c->tv[0] + c->tv[1] + c->tv[2] + c->tv[3] + c->tv[4];
}

/* Whether the follower's card wins the trick (LW-T5, LW-T6). */
static inline int beats(int lead, int follow, int trump) {
    int ls = lead / 6, fs = follow / 6;
    if (ls == fs) {
        int lv = lead % 6, fv = follow % 6;
        if (lv == 0 && fv == 5) return 0;
        if (lv == 5 && fv == 0) return 1;
        return fv > lv;
    }
    return fs == trump;
}

/* -- the transposition table ----------------------------------------------------------- */

static void make_key(const Ctx *c, int leader, int kind, int lcard, int lterr, uint64_t *k) {
    k[0] = (uint64_t)c->hands[0] | (uint64_t)c->hands[1] << 30 | (uint64_t)leader << 60 |
           (uint64_t)kind << 61;
    uint64_t hs = 0;
    for (int t = 0; t < N_TERR; t++) hs |= (uint64_t)c->hside[t] << t;
    k[1] = (uint64_t)(lcard + 1) | (uint64_t)(lterr + 1) << 6 | (uint64_t)(c->trump + 1) << 9 |
           (uint64_t)(c->moon + 1) << 12 | (uint64_t)(c->blood + 1) << 15 |
           (uint64_t)c->box_left << 18 | hs << 22;
    k[2] = k[3] = k[4] = 0;
    for (int i = 0; i < 10; i++) {
        uint64_t s = (uint64_t)c->nup[i] | (uint64_t)c->sup[i] << 3 | (uint64_t)c->low[i] << 9 |
                     (uint64_t)c->nlone[i] << 12;
        k[2 + i / 4] |= s << (15 * (i % 4));
    }
    k[5] = k[6] = 0;
    for (int t = 0; t < N_TERR; t++) {
        uint64_t b = 0;
        for (int j = 0; j < c->nboard[t]; j++) b |= (uint64_t)(c->board[t][j] + 1) << (4 * j);
        k[5 + t / 4] |= b << (16 * (t % 4));
    }
    for (int p = 0; p < 2; p++) {
        uint64_t a = 0, b = (uint64_t)c->ncodes[p];
        for (int j = 0; j < c->ncodes[p]; j++) {
            if (j < 9)
                a |= (uint64_t)(c->codes[p][j] + 1) << (7 * j);
            else
                b |= (uint64_t)(c->codes[p][j] + 1) << (7 * (j - 9) + 5);
        }
        k[7 + 2 * p] = a;
        k[8 + 2 * p] = b;
    }
}

static inline uint64_t hash_key(const uint64_t *k) {
    uint64_t h = 0x243F6A8885A308D3ull;
    for (int i = 0; i < KW; i++) {
        h = (h ^ k[i]) * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
    }
    return h;
}

/* Two entries per bucket: the first keeps the position with the most cards left (the
 * costliest to search again), the second the most recent. */
static inline Entry *probe(Ctx *c, const uint64_t *k) {
    Entry *e = &c->table[(hash_key(k) & c->mask) & ~(uint64_t)1];
    if (e[0].used && memcmp(e[0].key, k, sizeof(e[0].key)) == 0) return &e[0];
    if (e[1].used && memcmp(e[1].key, k, sizeof(e[1].key)) == 0) return &e[1];
    return NULL;
}

static inline void store(Ctx *c, const uint64_t *k, int best, int a0, int b0, int best_i) {
    Entry *b = &c->table[(hash_key(k) & c->mask) & ~(uint64_t)1], *e;
    int depth = popcount32((uint32_t)(k[0] & 0x3FFFFFFFu)) +
                popcount32((uint32_t)(k[0] >> 30 & 0x3FFFFFFFu));
    int same0 = b[0].used && memcmp(b[0].key, k, sizeof(b[0].key)) == 0;
    int same1 = b[1].used && memcmp(b[1].key, k, sizeof(b[1].key)) == 0;
    if (same0)
        e = &b[0];
    else if (same1)
        e = &b[1];
    else if (!b[0].used || depth >= b[0].depth)
        e = &b[0];
    else
        e = &b[1];
    if (c->horizon && e->used && e->exact && (same0 || same1)) return; /* keep the truth */
    if (e == &b[0] && b[0].used && !same0) b[1] = b[0];
    memcpy(e->key, k, sizeof(e->key));
    e->value = (int16_t)best;
    e->flag = best <= a0 ? UPPER : best >= b0 ? LOWER : EXACT;
    e->best = (int8_t)best_i;
    e->depth = (uint8_t)depth;
    e->exact = !c->horizon;
    e->used = 1;
}

/* -- making a card move ---------------------------------------------------------------- */

static inline int put(Ctx *c, int player, int card, int t) {
    int i = player * 5 + t, v = card % 6 + 2;
    c->hands[player] ^= 1u << card;
    c->nup[i]++;
    c->sup[i] += v;
    if (v <= 4) c->low[i]++;
    c->count[t]++;
    int old = c->tv[t];
    c->tv[t] = tval(c, t);
    return old;
}

static inline void unput(Ctx *c, int player, int card, int t, int old) {
    int i = player * 5 + t, v = card % 6 + 2;
    c->hands[player] ^= 1u << card;
    c->nup[i]--;
    c->sup[i] -= v;
    if (v <= 4) c->low[i]--;
    c->count[t]--;
    c->tv[t] = old;
}

static inline void to_lone(Ctx *c, int i, int card) {
    int v = card % 6 + 2;
    c->nup[i]--;
    c->sup[i] -= v;
    if (v <= 4) c->low[i]--;
    c->nlone[i]++;
}

static inline void from_lone(Ctx *c, int i, int card) {
    int v = card % 6 + 2;
    c->nup[i]++;
    c->sup[i] += v;
    if (v <= 4) c->low[i]++;
    c->nlone[i]--;
}

static int open_terrs(const Ctx *c, int *terrs) {
    int n = 0;
    for (int t = 0; t < N_TERR; t++)
        if (c->count[t] < MAX_CARDS) terrs[n++] = t;
    return n;
}

/* Territories are ordered by a card's immediate gain (gain_order) only while the hand
 * holds more than this many cards: two tricks from the end the ordering costs more than it
 * saves (measured: 9% less time at 5 tricks from the end, the same positions searched). */
#define ORDER_TERRS_FROM 3

/* Sort small arrays of (score, item) pairs by score, then item (insertion sort). */
static void sort_pairs(int *score, int *item, int n) {
    for (int i = 1; i < n; i++) {
        int s = score[i], it = item[i], j = i - 1;
        while (j >= 0 && (score[j] > s || (score[j] == s && item[j] > it))) {
            score[j + 1] = score[j];
            item[j + 1] = item[j];
            j--;
        }
        score[j + 1] = s;
        item[j + 1] = it;
    }
}

/* terrs ordered by what card landing there does for player now. */
static void gain_order(Ctx *c, int player, int card, int *terrs, int n, int face_up) {
    int sign = player == 0 ? 1 : -1, score[N_TERR];
    for (int k = 0; k < n; k++) {
        int t = terrs[k];
        int old = put(c, player, card, t), gain;
        if (!face_up) {
            to_lone(c, player * 5 + t, card);
            gain = tval(c, t) - old;
            from_lone(c, player * 5 + t, card);
        } else {
            gain = c->tv[t] - old;
        }
        unput(c, player, card, t, old);
        score[k] = -sign * gain;
    }
    sort_pairs(score, terrs, n);
}

static int cards_of(uint32_t mask, int *out) {
    int n = 0;
    while (mask) {
        int card = __builtin_ctz(mask);
        out[n++] = card;
        mask &= mask - 1;
    }
    return n;
}


/* Fold a child's value into the best so far and the window (fail-soft alpha-beta);
 * *improved says whether it became the best. Whether the remaining children may be
 * skipped. */
static inline int fold(int maxi, int val, int *best, int *alpha, int *beta, int *improved) {
    *improved = maxi ? val > *best : val < *best;
    if (*improved) {
        *best = val;
        if (maxi && val > *alpha) *alpha = val;
        if (!maxi && val < *beta) *beta = val;
    }
    return *alpha >= *beta;
}

/* -- the last trick in closed form ----------------------------------------------------- */

/* Both players hold one card: the cards and so the winner are known; what is left is
 * where each card goes and the loser's scar. Every territory ends in one of a few states
 * (the winner's card there or not, the loser's lone wolf there or not, a Moon rising there
 * or not), so its value is computed once per state (and scar) and the 5 x 5 choices of
 * territories are scored by sums. Exact, like the search it replaces. */
enum { ST_NONE, ST_W, ST_L, ST_LM, ST_WL, ST_WLM, N_ST };

typedef struct {
    Ctx *c;
    int w, l, cw, moon_kind; /* moon_kind: 1 Moon, 2 Blood Moon, 0 none may rise */
    uint32_t gen;                /* memo entries of other calls carry another stamp */
} LastTrick;

/* Territory t's value in state st, with scar e (9: none) on the loser's side. */
static int lt_value(LastTrick *x, int t, int st, int e) {
    Ctx *c = x->c;
    LtMemo *m = &c->lt_memo[t][st][e];
    if (m->gen == x->gen) return m->value;
    m->gen = x->gen;
    int has_w = st == ST_W || st == ST_WL || st == ST_WLM;
    int has_l = st == ST_L || st == ST_LM || st == ST_WL || st == ST_WLM;
    int has_m = st == ST_LM || st == ST_WLM;
    int wi = x->w * 5 + t, li = x->l * 5 + t, vw = x->cw % 6 + 2;
    int moon = c->moon, blood = c->blood, hside = c->hside[t];
    if (has_w) {
        c->nup[wi]++;
        c->sup[wi] += vw;
        if (vw <= 4) c->low[wi]++;
    }
    if (has_l) c->nlone[li]++;
    if (has_m) {
        if (x->moon_kind == 1)
            c->moon = t;
        else
            c->blood = t;
    }
    int boxed = 0;
    if (e < 9) {
        c->eff[li][e]++;
        if (e == FLIP_HONOR) c->hside[t] ^= 1;
        if (e == BOX_WOLF && c->count[t] + has_w + has_l < MAX_CARDS && c->box_left > 0) {
            c->nlone[li]++;
            boxed = 1;
        }
    }
    m->value = tval(c, t);
    if (e < 9) c->eff[li][e]--;
    if (boxed) c->nlone[li]--;
    c->hside[t] = hside;
    c->moon = moon;
    c->blood = blood;
    if (has_l) c->nlone[li]--;
    if (has_w) {
        c->nup[wi]--;
        c->sup[wi] -= vw;
        if (vw <= 4) c->low[wi]--;
    }
    return m->value;
}

static int last_trick(Ctx *c, int leader, int alpha, int beta) {
    int follower = leader ^ 1;
    int cL = __builtin_ctz(c->hands[leader]), cF = __builtin_ctz(c->hands[follower]);
    int fw = beats(cL, cF, c->trump);
    LastTrick x;
    x.c = c;
    x.w = fw ? follower : leader;
    x.l = x.w ^ 1;
    x.cw = fw ? cF : cL;
    x.moon_kind = c->moon < 0 ? 1 : c->blood < 0 ? 2 : 0;
    x.gen = ++c->lt_gen;
    if (x.gen == 0) { /* the stamp wrapped around: forget every old value */
        memset(c->lt_memo, 0, sizeof(c->lt_memo));
        x.gen = c->lt_gen = 1;
    }
    int base = final_value(c), lmax = x.l == 0;
    int free_locs[N_LOC], nf = 0;
    for (int k = 0; k < c->nlocs; k++) {
        int loc = c->locs[k];
        if (c->fill[x.l * N_LOC + loc] < c->caps[loc]) free_locs[nf++] = loc;
    }
    int maxi = leader == 0, best = maxi ? -INF : INF;
    for (int tL = 0; tL < N_TERR; tL++) {
        if (c->count[tL] >= MAX_CARDS) continue;
        int reply = maxi ? INF : -INF;
        for (int tF = 0; tF < N_TERR; tF++) {
            if (c->count[tF] + (tF == tL) >= MAX_CARDS) continue;
            int tw = fw ? tF : tL, tl = fw ? tL : tF;
            int nscar = c->nboard[tl], moon_here = nscar == 1 && x.moon_kind;
            int st[N_TERR] = {ST_NONE, ST_NONE, ST_NONE, ST_NONE, ST_NONE};
            st[tw] = ST_W;
            st[tl] = tw == tl ? (moon_here ? ST_WLM : ST_WL) : (moon_here ? ST_LM : ST_L);
            int v = base - c->tv[tw] + lt_value(&x, tw, st[tw], 9);
            if (tl != tw) v += lt_value(&x, tl, st[tl], 9) - c->tv[tl];
            if (nscar) {
                int bs = lmax ? -INF : INF;
                const int *row = c->board[tl];
                for (int k = 0; k < nscar; k++) {
                    if (k && row[k - 1] == row[k]) continue;
                    int e = row[k];
                    for (int j = 0; j < nf; j++) {
                        int loc = free_locs[j], g = 0;
                        if (e == BOX_WOLF && LOC_N[loc] == 2 && c->box_left < 2) {
                            /* one box card for a border: the first neighbour with room */
                            int t1 = LOC_T[loc][0], t2 = LOC_T[loc][1];
                            int full1 = c->count[t1] + (tw == t1) + (tl == t1) >= MAX_CARDS;
                            /* the scar's own effect counts on both; the card on one */
                            g += lt_value(&x, t1, st[t1], full1 ? 9 : e) - lt_value(&x, t1, st[t1], 9);
                            if (full1 && c->box_left > 0)
                                g += lt_value(&x, t2, st[t2], e) - lt_value(&x, t2, st[t2], 9);
                        } else {
                            for (int q = 0; q < LOC_N[loc]; q++) {
                                int t = LOC_T[loc][q];
                                g += lt_value(&x, t, st[t], e) - lt_value(&x, t, st[t], 9);
                            }
                        }
                        if (lmax ? g > bs : g < bs) bs = g;
                    }
                }
                v += bs;
            }
            if (maxi ? v < reply : v > reply) reply = v;
            /* the follower refutes tL: it cannot beat what the leader has already */
            if (maxi ? reply <= (best > alpha ? best : alpha) : reply >= (best < beta ? best : beta))
                break;
        }
        if (maxi ? reply > best : reply < best) best = reply;
        if (maxi ? best >= beta : best <= alpha) break;
    }
    return best;
}

/* -- the tree -------------------------------------------------------------------------- */

static int lead(Ctx *c, int leader, int alpha, int beta);
static int follow(Ctx *c, int leader, int lcard, int lterr, int alpha, int beta);
static int take(Ctx *c, int loser, int terr, int alpha, int beta);
static int place(Ctx *c, int player, int e, int taken_from, int alpha, int beta);

typedef struct {
    int card[80], terr[80], n;
} Moves;

static void lead_moves(Ctx *c, int leader, Moves *m) {
    int terrs[N_TERR], nt = open_terrs(c, terrs), cards[16], score[16];
    int nc = cards_of(c->hands[leader], cards);
    /* Strong cards first: they are the likely best leads (stable: card order on ties). */
    for (int k = 0; k < nc; k++) score[k] = -(cards[k] % 6 + (cards[k] / 6 == c->trump ? 6 : 0));
    sort_pairs(score, cards, nc);
    m->n = 0;
    for (int k = 0; k < nc; k++) {
        int ts[N_TERR];
        memcpy(ts, terrs, sizeof(ts));
        if (nc >= ORDER_TERRS_FROM) gain_order(c, leader, cards[k], ts, nt, 1);
        for (int j = 0; j < nt; j++) {
            m->card[m->n] = cards[k];
            m->terr[m->n++] = ts[j];
        }
    }
}

/* Move the killer moves (kill[0], kill[1], ...) found among m's moves to its front, in
 * that order; the index of the move at *keep (if any) follows it. */
static void killers_first(Moves *m, const int *kill, int *keep) {
    int front = 0;
    for (int q = 0; q < N_KILLERS; q++) {
        int code = kill[q] - 1;
        if (code < 0) continue;
        for (int k = front; k < m->n; k++) {
            if (m->card[k] * 5 + m->terr[k] != code) continue;
            if (keep && k == *keep) break;
            int card = m->card[k], terr = m->terr[k];
            memmove(m->card + front + 1, m->card + front, sizeof(int) * (size_t)(k - front));
            memmove(m->terr + front + 1, m->terr + front, sizeof(int) * (size_t)(k - front));
            m->card[front] = card;
            m->terr[front] = terr;
            if (keep && *keep >= front && *keep < k) (*keep)++;
            front++;
            break;
        }
    }
}

/* Remember the move (card, terr) that cut a search off, most recent first. */
static inline void remember_killer(int *kill, int card, int terr) {
    int code = card * 5 + terr + 1, q = 0;
    while (q < N_KILLERS - 1 && kill[q] != code) q++;
    memmove(kill + 1, kill, sizeof(int) * (size_t)q);
    kill[0] = code;
}

/* Every 4096 positions: stop if told to, directly (lw_cancel) or by the poll function. */
#define CHECK_CANCEL(c)                                                                   \
    do {                                                                                  \
        if ((++(c)->nodes & 4095) == 0 && ((c)->cancel || ((c)->poll && (c)->poll())))   \
            longjmp((c)->abort, 1);                                                       \
    } while (0)

/* Placements are ordered by their immediate value when the next leader holds at least
 * this many cards (deeper in the tree the ordering costs more than it saves). */
#define ORDER_PLACE_FROM 2
/* The search of V0 for a placement (place_perturbed) widens its window to decide both
 * ways at once only when that costs at most this much width. */
#define PERTURB_MAX_WIDTH 2

static int lead(Ctx *c, int leader, int alpha, int beta) {
    if (!c->hands[leader]) return final_value(c);
    CHECK_CANCEL(c);
    if (!(c->hands[leader] & (c->hands[leader] - 1))) return last_trick(c, leader, alpha, beta);
    if (c->horizon && popcount32(c->hands[leader]) <= c->horizon) return final_value(c);
    uint64_t key[KW];
    int best_first = -1;
    make_key(c, leader, 0, -1, -1, key);
    Entry *e = probe(c, key);
    if (e && !e->exact && !c->horizon) { /* an estimate: its move only */
        best_first = e->best;
        e = NULL;
    }
    if (e) {
        if (e->flag == EXACT) return e->value;
        if (e->flag == LOWER && e->value >= beta) return e->value;
        if (e->flag == UPPER && e->value <= alpha) return e->value;
        best_first = e->best;
    }
    int a0 = alpha, b0 = beta, maxi = leader == 0;
    Moves m;
    lead_moves(c, leader, &m);
    int *kill = c->killer_lead[leader][popcount32(c->hands[leader])];
    killers_first(&m, kill, &best_first); /* the table's move still goes first */
    int best = maxi ? -INF : INF, best_i = -1;
    for (int j = -1; j < m.n; j++) {
        int k = j;
        if (j < 0) {
            if (best_first < 0 || best_first >= m.n) continue;
            k = best_first;
        } else if (j == best_first) {
            continue;
        }
        int card = m.card[k], t = m.terr[k];
        int old = put(c, leader, card, t);
        int val = follow(c, leader, card, t, alpha, beta);
        unput(c, leader, card, t, old);
        int improved, cut = fold(maxi, val, &best, &alpha, &beta, &improved);
        if (improved) best_i = k;
        if (cut) {
            remember_killer(kill, card, t);
            break;
        }
    }
    store(c, key, best, a0, b0, best_i);
    return best;
}

static void follow_moves(Ctx *c, int follower, int lead_card, Moves *m) {
    uint32_t hand = c->hands[follower];
    int suit = lead_card / 6, cards[16], score[16], nc;
    uint32_t suited = (hand >> (6 * suit)) & 63u;
    nc = cards_of(suited ? suited << (6 * suit) : hand, cards);
    int trump = c->trump, wins[30];
    /* Winners first, the cheapest winner first; then losers, the cheapest first. */
    for (int k = 0; k < nc; k++) {
        wins[cards[k]] = beats(lead_card, cards[k], trump);
        score[k] = (wins[cards[k]] ? 0 : 100) + cards[k] % 6 + (cards[k] / 6 == trump ? 6 : 0);
    }
    sort_pairs(score, cards, nc);
    int terrs[N_TERR], nt = open_terrs(c, terrs);
    int order = popcount32(hand) >= ORDER_TERRS_FROM;
    m->n = 0;
    for (int k = 0; k < nc; k++) {
        int ts[N_TERR];
        memcpy(ts, terrs, sizeof(ts));
        if (order) gain_order(c, follower, cards[k], ts, nt, wins[cards[k]]);
        for (int j = 0; j < nt; j++) {
            m->card[m->n] = cards[k];
            m->terr[m->n++] = ts[j];
        }
    }
}

static int resolve(Ctx *c, int leader, int lcard, int lterr, int fcard, int fterr, int alpha,
                   int beta);


static int follow(Ctx *c, int leader, int lcard, int lterr, int alpha, int beta) {
    int follower = leader ^ 1, maxi = follower == 0;
    Moves m;
    follow_moves(c, follower, lcard, &m);
    int *kill = c->killer_follow[follower][popcount32(c->hands[follower])];
    killers_first(&m, kill, NULL); /* what refuted the leader's other moves */
    int best = maxi ? -INF : INF;
    for (int k = 0; k < m.n; k++) {
        int card = m.card[k], t = m.terr[k];
        int old = put(c, follower, card, t);
        int val = resolve(c, leader, lcard, lterr, card, t, alpha, beta);
        unput(c, follower, card, t, old);
        int improved;
        if (fold(maxi, val, &best, &alpha, &beta, &improved)) {
            remember_killer(kill, card, t);
            break;
        }
    }
    return best;
}

static int resolve(Ctx *c, int leader, int lcard, int lterr, int fcard, int fterr, int alpha,
                   int beta) {
    int winner, card, terr;
    if (beats(lcard, fcard, c->trump)) {
        winner = leader ^ 1;
        card = lcard;
        terr = lterr;
    } else {
        winner = leader;
        card = fcard;
        terr = fterr;
    }
    int loser = winner ^ 1, i = loser * 5 + terr;
    to_lone(c, i, card);
    int old = c->tv[terr];
    c->tv[terr] = tval(c, terr);
    int val = c->nboard[terr] ? take(c, loser, terr, alpha, beta) : lead(c, winner, alpha, beta);
    c->tv[terr] = old;
    from_lone(c, i, card);
    return val;
}

static int take(Ctx *c, int loser, int terr, int alpha, int beta) {
    int *row = c->board[terr], maxi = loser == 0;
    int best = maxi ? -INF : INF;
    for (int k = 0; k < c->nboard[terr]; k++) {
        if (k && row[k - 1] == row[k]) continue; /* an equal scar: the same choice */
        int e = row[k];
        memmove(row + k, row + k + 1, sizeof(int) * (size_t)(c->nboard[terr] - k - 1));
        c->nboard[terr]--;
        int val = place(c, loser, e, terr, alpha, beta);
        c->nboard[terr]++;
        memmove(row + k + 1, row + k, sizeof(int) * (size_t)(c->nboard[terr] - k - 1));
        row[k] = e;
        int improved;
        if (fold(maxi, val, &best, &alpha, &beta, &improved)) break;
    }
    return best;
}

static void insert_code(Ctx *c, int p, int code) {
    int n = c->ncodes[p], j = n;
    while (j > 0 && c->codes[p][j - 1] > code) {
        c->codes[p][j] = c->codes[p][j - 1];
        j--;
    }
    c->codes[p][j] = code;
    c->ncodes[p] = n + 1;
}

static void remove_code(Ctx *c, int p, int code) {
    int n = c->ncodes[p], j = 0;
    while (c->codes[p][j] != code) j++;
    memmove(c->codes[p] + j, c->codes[p] + j + 1, sizeof(int) * (size_t)(n - j - 1));
    c->ncodes[p] = n - 1;
}

/* Make the placement; drawn[] gets the territories a box wolf went to, olds[] the old tv. */
static int do_place(Ctx *c, int player, int e, int loc, int *drawn, int *olds) {
    int nd = 0, nt = LOC_N[loc];
    c->fill[player * N_LOC + loc]++;
    insert_code(c, player, loc * 9 + e);
    for (int j = 0; j < nt; j++) {
        int t = LOC_T[loc][j];
        olds[j] = c->tv[t];
        c->eff[player * 5 + t][e]++;
    }
    if (e == BOX_WOLF) {
        for (int j = 0; j < nt; j++) {
            int t = LOC_T[loc][j];
            if (c->count[t] < MAX_CARDS && c->box_left > 0) {
                c->count[t]++;
                c->nlone[player * 5 + t]++;
                c->box_left--;
                drawn[nd++] = t;
            }
        }
    } else if (e == FLIP_HONOR) {
        for (int j = 0; j < nt; j++) c->hside[LOC_T[loc][j]] ^= 1;
    }
    for (int j = 0; j < nt; j++) c->tv[LOC_T[loc][j]] = tval(c, LOC_T[loc][j]);
    return nd;
}

static void undo_place(Ctx *c, int player, int e, int loc, const int *drawn, int nd,
                       const int *olds) {
    int nt = LOC_N[loc];
    if (e == FLIP_HONOR)
        for (int j = 0; j < nt; j++) c->hside[LOC_T[loc][j]] ^= 1;
    for (int j = 0; j < nd; j++) {
        c->count[drawn[j]]--;
        c->nlone[player * 5 + drawn[j]]--;
        c->box_left++;
    }
    for (int j = 0; j < nt; j++) {
        int t = LOC_T[loc][j];
        c->eff[player * 5 + t][e]--;
        c->tv[t] = olds[j];
    }
    c->fill[player * N_LOC + loc]--;
    remove_code(c, player, loc * 9 + e);
}

/* The final margin after the best placement of e (not a box wolf) when it is the last
 * decision of the game: each territory's change is independent of the others. */
static int last_placement(Ctx *c, int player, int e, const int *free_locs, int nf, int maxi) {
    int delta[N_TERR], done[N_TERR] = {0, 0, 0, 0, 0};
    int base = final_value(c), best = maxi ? -INF : INF;
    for (int k = 0; k < nf; k++) {
        int loc = free_locs[k], val = base;
        for (int j = 0; j < LOC_N[loc]; j++) {
            int t = LOC_T[loc][j];
            if (!done[t]) {
                c->eff[player * 5 + t][e]++;
                if (e == FLIP_HONOR) c->hside[t] ^= 1;
                delta[t] = tval(c, t) - c->tv[t];
                if (e == FLIP_HONOR) c->hside[t] ^= 1;
                c->eff[player * 5 + t][e]--;
                done[t] = 1;
            }
            val += delta[t];
        }
        if ((maxi && val > best) || (!maxi && val < best)) best = val;
    }
    return best;
}


/* -- bounds on what a placed scar is worth at the end --------------------------------- */

/* What the rest of the game (k more tricks) can still do to one territory: how many cards
 * each side can gain there, each side's strength now and at most, the honor value
 * (with a Moon that may still rise) at least and at most, and the points-if-honor scars
 * each side has now and may have. */
typedef struct {
    int add[2], smin[2], smax[2], hlo, hhi, pih_lo[2], pih_hi[2], n[2], up[2], lone[2], low[2];
    int dmin, dmax; /* player 0's strength minus player 1's, at the end */
} Reach;

static int min3(int a, int b, int c) { return a < b ? (a < c ? a : c) : (b < c ? b : c); }

static void reach(const Ctx *c, int t, int k, const int *pool, Reach *r) {
    int room = MAX_CARDS - c->count[t];
    int bw = min3(pool[BOX_WOLF], c->box_left, k);
    for (int o = 0; o < 2; o++) {
        int i = o * 5 + t;
        const int *ef = c->eff[i];
        int add = min3(room, k + bw, MAX_CARDS);
        int n = c->nup[i] + c->nlone[i];
        int s_now = c->sup[i] + c->nlone[i] + ef[PACK_STRENGTH] * n + 3 * ef[PLUS3];
        /* the strongest cards o can still add: the top of o's hand, then box wolves */
        int vals[16], nv = 0, top = 0;
        uint32_t h = c->hands[o];
        while (h) {
            int card = __builtin_ctz(h);
            h &= h - 1;
            vals[nv++] = card % 6 + 2;
        }
        for (int a = 0; a < add; a++) {
            int bi = -1;
            for (int j = 0; j < nv; j++)
                if (vals[j] > 0 && (bi < 0 || vals[j] > vals[bi])) bi = j;
            if (bi >= 0) {
                top += vals[bi];
                vals[bi] = 0;
            } else {
                top += 1;
            }
        }
        int fps = pool[PACK_STRENGTH] < k ? pool[PACK_STRENGTH] : k;
        int fp3 = pool[PLUS3] < k ? pool[PLUS3] : k;
        r->add[o] = add;
        r->n[o] = n;
        r->up[o] = c->nup[i];
        r->lone[o] = c->nlone[i];
        r->low[o] = c->low[i];
        r->smin[o] = s_now;
        r->smax[o] = s_now + top + ef[PACK_STRENGTH] * add + fps * (n + add) + 3 * fp3;
        r->pih_lo[o] = ef[POINTS_IF_HONOR];
        r->pih_hi[o] = ef[POINTS_IF_HONOR] + (pool[POINTS_IF_HONOR] < k ? pool[POINTS_IF_HONOR] : k);
    }
    int cur = c->honor[t][c->hside[t]], other = c->honor[t][c->hside[t] ^ 1];
    int hlo = cur, hhi = cur;
    if (pool[FLIP_HONOR] > 0) {
        if (other < hlo) hlo = other;
        if (other > hhi) hhi = other;
    }
    if (c->moon == t) {
        hlo += MOON_POINTS;
        hhi += MOON_POINTS;
    } else if (c->blood == t) {
        hlo += BLOOD_MOON_POINTS;
        hhi += BLOOD_MOON_POINTS;
    } else if (c->nboard[t] > 0) {
        if (c->moon < 0)
            hhi += MOON_POINTS;
        else if (c->blood < 0)
            hhi += BLOOD_MOON_POINTS;
    }
    r->hlo = hlo;
    r->hhi = hhi;
    r->dmin = r->smin[0] - r->smax[1];
    r->dmax = r->smax[0] - r->smin[1];
}

/* The honor term of territory for side o (o's point of view) with strength lead d. */
static inline int honor_term(int d, int h, int pih_o, int pih_opp) {
    return d > 0 ? h + 5 * pih_o : d < 0 ? -(h + 5 * pih_opp) : 0;
}

/* Bounds [lo, hi] on what scar e on player o's side of territory t adds to o's points
 * (minus the opponent's) at the end of the game. */
static void scar_gain(const Reach *r, int o, int e, int k, int nlow_hand, int *lo, int *hi) {
    int opp = o ^ 1, add = r->add[o];
    int dmin = o == 0 ? r->dmin : -r->dmax, dmax = o == 0 ? r->dmax : -r->dmin;
    switch (e) {
    case POINTS_PER_WOLF:
        *lo = r->n[o];
        *hi = r->n[o] + add;
        return;
    case POINTS_PER_LONE:
        *lo = 2 * r->lone[o];
        *hi = 2 * (r->lone[o] + add);
        return;
    case POINTS_PER_FACEUP:
        *lo = 2 * r->up[o];
        *hi = 2 * (r->up[o] + (add < k ? add : k));
        return;
    case POINTS_LOW_FACEUP:
        *lo = 3 * r->low[o];
        *hi = 3 * (r->low[o] + min3(add, k, nlow_hand));
        return;
    case POINTS_IF_HONOR:
        *lo = dmin > 0 ? 5 : 0;
        *hi = dmax > 0 ? 5 : 0;
        return;
    case PLUS3:
    case PACK_STRENGTH: {
        /* more strength: the honor term can only rise, and only if o can end behind or
         * level and the bonus can bring o level or ahead */
        int bmin = e == PLUS3 ? 3 : r->n[o], bmax = e == PLUS3 ? 3 : r->n[o] + add;
        int ghi = 2 * r->hhi + 5 * (r->pih_hi[o] + r->pih_hi[opp]);
        *lo = 0;
        *hi = (dmin <= 0 && dmax + bmax >= 0 && bmax > 0) ? ghi : 0;
        if (dmax < 0 && dmin + bmin > 0) *lo = 2 * r->hlo + 5 * (r->pih_lo[o] + r->pih_lo[opp]);
        return;
    }
    default: /* not a pure scoring effect: no bound */
        *lo = -INF;
        *hi = INF;
        return;
    }
}

/* Bounds on the change of player 0's margin when the honor token of territory t is
 * turned over (flip-honor): with no other flip to come, whoever wins t gains or loses the
 * difference of the two sides; otherwise either sign. */
static void flip_gain(const Ctx *c, const Reach *r, int t, const int *pool, int *lo, int *hi) {
    int delta = c->honor[t][c->hside[t] ^ 1] - c->honor[t][c->hside[t]];
    int ad = delta < 0 ? -delta : delta;
    if (pool[FLIP_HONOR] > 0) {
        *lo = -ad;
        *hi = ad;
        return;
    }
    int wmin = r->dmin > 0 ? 1 : r->dmin < 0 ? -1 : 0;
    int wmax = r->dmax > 0 ? 1 : r->dmax < 0 ? -1 : 0;
    int a = delta * wmin, b = delta * wmax;
    *lo = a < b ? a : b;
    *hi = a < b ? b : a;
    if (wmin < 0 && wmax > 0) { /* a tie in between gives 0, inside [lo, hi] already */
    }
}

/* Bounds on the change of player 0's margin from scar e on player's side of location loc,
 * with k tricks to come. */
static void place_gain(const Ctx *c, int player, int e, int loc, int k, const int *pool,
                       int *lo, int *hi) {
    int nlow = 0;
    uint32_t h = c->hands[player];
    while (h) {
        int card = __builtin_ctz(h);
        h &= h - 1;
        if (card % 6 <= 2) nlow++;
    }
    *lo = *hi = 0;
    for (int j = 0; j < LOC_N[loc]; j++) {
        int t = LOC_T[loc][j], a, b;
        Reach r;
        reach(c, t, k, pool, &r);
        if (e == FLIP_HONOR) {
            flip_gain(c, &r, t, pool, &a, &b);
        } else {
            scar_gain(&r, player, e, k, nlow, &a, &b);
            if (player == 1) {
                int x = a;
                a = -b;
                b = -x;
            }
        }
        *lo += a;
        *hi += b;
    }
}

static int place_perturbed(Ctx *c, int player, int e, const int *free_locs, int nf, int alpha,
                           int beta);

static int place(Ctx *c, int player, int e, int taken_from, int alpha, int beta) {
    int maxi = player == 0, best = maxi ? -INF : INF, winner = player ^ 1;
    int moon = c->moon, blood = c->blood, trump = c->trump, old_tv = c->tv[taken_from];
    if (!c->nboard[taken_from]) {
        /* The scar emptied its territory: once it is placed, the Moon or the Blood Moon
         * rises there and its colour is trump (LW-T10, LW-T11). */
        if (moon < 0)
            c->moon = c->trump = taken_from;
        else if (blood < 0)
            c->blood = c->trump = taken_from;
        c->tv[taken_from] = tval(c, taken_from);
    }
    int free_locs[N_LOC], nf = 0;
    for (int k = 0; k < c->nlocs; k++) {
        int loc = c->locs[k];
        if (c->fill[player * N_LOC + loc] < c->caps[loc]) free_locs[nf++] = loc;
    }
    int last = !c->hands[winner];
    if (!last && e != BOX_WOLF && nf > 1) {
        best = place_perturbed(c, player, e, free_locs, nf, alpha, beta);
        c->moon = moon;
        c->blood = blood;
        c->trump = trump;
        c->tv[taken_from] = old_tv;
        return best;
    }
    if (nf > 1 && popcount32(c->hands[winner]) >= ORDER_PLACE_FROM) {
        int sign = maxi ? 1 : -1, score[N_LOC], drawn[2], olds[2];
        for (int k = 0; k < nf; k++) {
            int nd = do_place(c, player, e, free_locs[k], drawn, olds);
            score[k] = -sign * final_value(c);
            undo_place(c, player, e, free_locs[k], drawn, nd, olds);
        }
        sort_pairs(score, free_locs, nf);
    }
    if (last && e != BOX_WOLF) {
        best = last_placement(c, player, e, free_locs, nf, maxi);
    } else {
        for (int k = 0; k < nf; k++) {
            int drawn[2], olds[2];
            int nd = do_place(c, player, e, free_locs[k], drawn, olds);
            int val = last ? final_value(c) : lead(c, winner, alpha, beta);
            undo_place(c, player, e, free_locs[k], drawn, nd, olds);
            int improved;
            if (fold(maxi, val, &best, &alpha, &beta, &improved)) break;
        }
    }
    c->moon = moon;
    c->blood = blood;
    c->trump = trump;
    c->tv[taken_from] = old_tv;
    return best;
}


/* A placement whose scar only changes the scoring (every effect but box-wolf): its value
 * lies within bounds of the value of the same position with the scar discarded, V0
 * (place_gain). One search of V0 then often settles the node: every placement fails, or
 * one surely succeeds; otherwise the placements whose bounds straddle the window are
 * searched as usual. A placement that may fill its pack location limits the placer's
 * later choices, so only the bound on the placer's unfavourable side holds for it. */
static int place_perturbed(Ctx *c, int player, int e, const int *free_locs, int nf, int alpha,
                           int beta) {
    int maxi = player == 0, winner = player ^ 1, k = popcount32(c->hands[winner]);
    int pool[9] = {0}, lo[N_LOC], hi[N_LOC], nb[N_LOC], order[N_LOC], key[N_LOC];
    for (int t = 0; t < N_TERR; t++)
        for (int j = 0; j < c->nboard[t]; j++) pool[c->board[t][j]]++;
    int Ub = maxi ? -INF : INF, Lb = maxi ? -INF : INF;
    for (int j = 0; j < nf; j++) {
        int loc = free_locs[j];
        place_gain(c, player, e, loc, k, pool, &lo[j], &hi[j]);
        nb[j] = c->fill[player * N_LOC + loc] + 1 + k <= c->caps[loc];
        if (maxi) {
            if (hi[j] > Ub) Ub = hi[j];
            if (nb[j] && lo[j] > Lb) Lb = lo[j];
        } else {
            if (lo[j] < Ub) Ub = lo[j];
            if (nb[j] && hi[j] < Lb) Lb = hi[j];
        }
        order[j] = j;
        key[j] = maxi ? -hi[j] : lo[j];
    }
    sort_pairs(key, order, nf);
    /* One search of V0 in the window that decides the node if it can. */
    int a2, b2;
    if (maxi) {
        a2 = alpha - Ub;
        b2 = Lb > -INF ? beta - Lb : INF;
    } else {
        a2 = Lb < INF ? alpha - Lb : -INF;
        b2 = beta - Ub;
    }
    if (a2 < -INF) a2 = -INF;
    if (b2 > INF) b2 = INF;
    if (k == 1) { /* the last trick is solved whole anyway: V0 exactly */
        a2 = -INF;
        b2 = INF;
    } else if (b2 - a2 > PERTURB_MAX_WIDTH) { /* too wide: decide one way only */
        if (maxi) b2 = a2 + 1; else a2 = b2 - 1;
    }
    int r = lead(c, winner, a2, b2);
    /* Fail-soft: V0 <= r when r <= a2, V0 >= r when r >= b2. */
    if (maxi) {
        if (r <= a2) return r + Ub; /* every placement fails: <= alpha */
        if (r >= b2 && Lb > -INF && r + Lb >= beta) return r + Lb; /* one succeeds */
    } else {
        if (r >= b2) return r + Ub;
        if (r <= a2 && Lb < INF && r + Lb <= alpha) return r + Lb;
    }
    /* r is V0 exactly only when strictly inside the window */
    int exact = r > a2 && r < b2;
    int best = maxi ? -INF : INF;
    for (int jj = 0; jj < nf; jj++) {
        int j = order[jj], loc = free_locs[j], val;
        if (exact && maxi && r + hi[j] <= alpha) {
            if (r + hi[j] > best) best = r + hi[j];
            break; /* the rest are no better (sorted by hi) */
        }
        if (exact && !maxi && r + lo[j] >= beta) {
            if (r + lo[j] < best) best = r + lo[j];
            break;
        }
        if (exact && nb[j] && lo[j] == hi[j]) {
            val = r + lo[j];
        } else {
            int drawn[2], olds[2];
            int nd = do_place(c, player, e, loc, drawn, olds);
            val = lead(c, winner, alpha, beta);
            undo_place(c, player, e, loc, drawn, nd, olds);
        }
        int improved;
        if (fold(maxi, val, &best, &alpha, &beta, &improved)) break;
    }
    return best;
}

/* -- the interface --------------------------------------------------------------------- */

/* A new search context with a table of 2**table_bits entries (NULL if out of memory). */
void *lw_new(int table_bits) {
    Ctx *c = calloc(1, sizeof(Ctx));
    if (!c) return NULL;
    c->table = calloc((size_t)1 << table_bits, sizeof(Entry));
    if (!c->table) {
        free(c);
        return NULL;
    }
    c->mask = ((uint64_t)1 << table_bits) - 1;
    return c;
}

void lw_free(void *ctx) {
    Ctx *c = ctx;
    if (c) free(c->table);
    free(c);
}

void lw_cancel(void *ctx) { ((Ctx *)ctx)->cancel = 1; }

/* 0: exact searches; h > 1: estimates that stop when both hands hold h cards. */
void lw_set_horizon(void *ctx, int h) { ((Ctx *)ctx)->horizon = h > 1 ? h : 0; }

/* A function the search calls now and then; a non-zero answer stops it (LW_CANCELLED). */
void lw_set_poll(void *ctx, int (*poll)(void)) { ((Ctx *)ctx)->poll = poll; }

long long lw_nodes(void *ctx) { return ((Ctx *)ctx)->nodes; }

/* The layout of the position array (see wolfpack.lone_wolves.bots.solver_native.describe). */
enum {
    D_AT, D_WHO, D_LEAD_CARD, D_LEAD_TERR, D_FOLLOW_CARD, D_FOLLOW_TERR, D_LOSER_TERR,
    D_HELD, D_HANDS, D_SIDES = D_HANDS + 2, D_BOARD = D_SIDES + 40, D_CAPS = D_BOARD + 25,
    D_HONOR = D_CAPS + 9, D_HSIDE = D_HONOR + 10, D_BOX = D_HSIDE + 5, D_MOON, D_BLOOD,
    D_TRUMP, D_PACKS, D_SIZE = D_PACKS + 2 * (1 + MAX_PACK)
};

int lw_desc_size(void) { return D_SIZE; }

/* The SHA-256 of the source this library was compiled from (hatch_build.py defines it), so
 * that a library older than its source is not used. */
#ifndef LW_SOURCE_SHA256
#define LW_SOURCE_SHA256 "unknown"
#endif
const char *lw_source_sha256(void) { return LW_SOURCE_SHA256; }

/* Load a position; 0 on success, -1 if the array is not a position this search can hold. */
int lw_load(void *ctx, const int32_t *d, int n) {
    Ctx *c = ctx;
    if (n != D_SIZE) return -1;
    c->at = d[D_AT];
    c->who = d[D_WHO];
    c->lead_card = d[D_LEAD_CARD];
    c->lead_terr = d[D_LEAD_TERR];
    c->follow_card = d[D_FOLLOW_CARD];
    c->follow_terr = d[D_FOLLOW_TERR];
    c->loser_terr = d[D_LOSER_TERR];
    c->held = d[D_HELD];
    c->hands[0] = (uint32_t)d[D_HANDS];
    c->hands[1] = (uint32_t)d[D_HANDS + 1];
    for (int i = 0; i < 10; i++) {
        c->nup[i] = d[D_SIDES + 4 * i];
        c->sup[i] = d[D_SIDES + 4 * i + 1];
        c->low[i] = d[D_SIDES + 4 * i + 2];
        c->nlone[i] = d[D_SIDES + 4 * i + 3];
    }
    for (int t = 0; t < N_TERR; t++) {
        c->count[t] = c->nup[t] + c->nlone[t] + c->nup[5 + t] + c->nlone[5 + t];
        c->nboard[t] = d[D_BOARD + 5 * t];
        if (c->nboard[t] < 0 || c->nboard[t] > 4) return -1;
        for (int j = 0; j < c->nboard[t]; j++) c->board[t][j] = d[D_BOARD + 5 * t + 1 + j];
        c->honor[t][0] = d[D_HONOR + 2 * t];
        c->honor[t][1] = d[D_HONOR + 2 * t + 1];
        c->hside[t] = d[D_HSIDE + t];
    }
    c->nlocs = 0;
    for (int loc = 0; loc < N_LOC; loc++) {
        c->caps[loc] = d[D_CAPS + loc];
        if (c->caps[loc] > 0) c->locs[c->nlocs++] = loc;
    }
    c->box_left = d[D_BOX];
    c->moon = d[D_MOON];
    c->blood = d[D_BLOOD];
    c->trump = d[D_TRUMP];
    memset(c->fill, 0, sizeof(c->fill));
    memset(c->eff, 0, sizeof(c->eff));
    for (int p = 0; p < 2; p++) {
        int base = D_PACKS + p * (1 + MAX_PACK);
        c->ncodes[p] = 0;
        if (d[base] < 0 || d[base] > MAX_PACK) return -1;
        for (int j = 0; j < d[base]; j++) {
            int code = d[base + 1 + j], loc = code / 9, e = code % 9;
            if (loc >= N_LOC) return -1;
            insert_code(c, p, code);
            c->fill[p * N_LOC + loc]++;
            for (int k = 0; k < LOC_N[loc]; k++) c->eff[p * 5 + LOC_T[loc][k]][e]++;
        }
    }
    for (int t = 0; t < N_TERR; t++) c->tv[t] = tval(c, t);
    c->cancel = 0;
    return 0;
}

/* The move the table holds as best for the loaded position when a card is to be led
 * (card * 5 + territory, as a rules-state action), or -1: a hint for the root. */
int lw_best_lead(void *ctx) {
    Ctx *c = ctx;
    if (c->at != AT_LEAD) return -1;
    uint64_t key[KW];
    make_key(c, c->who, 0, -1, -1, key);
    Entry *e = probe(c, key);
    if (!e || e->best < 0) return -1;
    Moves m;
    lead_moves(c, c->who, &m);
    if (e->best >= m.n) return -1;
    return m.card[e->best] * 5 + m.terr[e->best];
}

/* The value of the loaded position within (alpha, beta), or LW_CANCELLED. */
int lw_value(void *ctx, int alpha, int beta) {
    Ctx *c = ctx;
    if (setjmp(c->abort)) return LW_CANCELLED;
    switch (c->at) {
    case AT_OVER: return final_value(c);
    case AT_LEAD: return lead(c, c->who, alpha, beta);
    case AT_FOLLOW: return follow(c, c->who, c->lead_card, c->lead_terr, alpha, beta);
    case AT_RESOLVE:
        return resolve(c, c->who, c->lead_card, c->lead_terr, c->follow_card, c->follow_terr,
                       alpha, beta);
    case AT_TAKE: return take(c, c->who, c->loser_terr, alpha, beta);
    case AT_PLACE: return place(c, c->who, c->held, c->loser_terr, alpha, beta);
    default: return LW_CANCELLED;
    }
}
