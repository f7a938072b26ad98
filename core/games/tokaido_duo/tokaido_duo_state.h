// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_state.h"
#include "engine/random_playout.h"
#include "games/tokaido_duo/tokaido_duo_definition.h"
#include "util/fixed_vector.h"

#include <array>
#include <memory>
#include <optional>
#include <string>

namespace kotatsu::tokaido_duo {

// One seat's trio and boards. The Automa's seat (Params::automaSeat) keeps its rank tracks
// and the merchant's load instead of boards, coins and wares.
struct PlayerState
{
    std::uint8_t pilgrim = 0;  // ring index
    std::uint8_t merchant = 0; // town index
    std::uint8_t artist = 0;   // region index
    std::uint8_t temples = 0;
    std::uint8_t gardens = 0;
    std::uint8_t slabs = 0;
    std::int16_t coins = 0;
    std::array<std::uint8_t, kMaxWareTypes> wares{};
    std::uint8_t hand = 0; // wares held in all
    // Painting tiles in reading order. Flips and gifts both follow reading order (§9.2), so
    // the slots are: gifted (< gifted), face up (< flipped), face down (the rest).
    std::array<std::uint8_t, kMaxPaintings> icons{};
    std::uint8_t flipped = 0;
    std::uint8_t gifted = 0;
    std::array<std::uint8_t, kCharacters> ranks{}; // the Automa's
    bool loaded = false;                           // the Automa's merchant
};

// What the rules did on their own after the last player action (forced decisions, rolls,
// draws, arrival effects), for the log. kind is an ActionKind; a[] its fields.
struct Event
{
    std::int16_t kind = 0;
    std::int8_t seat = -1;
    bool automatic = true;
    std::array<std::int16_t, 6> a{};
};
inline constexpr int kMaxEvents = 64;

// Where the game stands: the decision the current seat faces, or a step the rules carry out.
enum class Stage : std::uint8_t
{
    Pick,         // choose a die
    PilgrimMove,  // choose a count (wave tile)
    Effects,      // internal: the arrival effects of the pilgrim's space, from m_effectIndex
    Wave,         // choose a wave tile to take
    MerchantMove, // choose a destination
    Return,       // overflow: choose the wares to put back
    Sell,         // choose how many to sell
    ArtistMove,   // choose a destination (Inspired: a path)
    PaintOrGift,
    DieDone, // internal: end checks, then the hot spring offer
    Spring,  // use or pass the hot spring
    Over
};

// One game of Tokaido Duo (spec: data/games/tokaido_duo/spec.md, §17 first). Seat 0 and 1.
// The fields of observation(seat) are documented in observationSchema()
// (tokaido_duo_observation.cpp). Hidden from every seat:
// the icons of face-down painting tiles and the state's Rng (omniscient views show both).
class TokaidoDuoState final : public GameState
{
public:
    TokaidoDuoState(std::shared_ptr<const TokaidoDuoDefinition> definition, int players,
                    std::uint64_t seed);

    const GameDefinition &definition() const override { return *m_def; }
    int numPlayers() const override { return kSeats; }
    int currentPlayer() const override;
    using GameState::legalActions;
    void legalActions(std::vector<Action> &out) const override;
    void apply(const Action &action) override;
    std::string actionToString(const Action &action) const override;
    Json describeAction(const Action &action) const override;
    std::vector<std::string> tableParts(int seat) const override; // tokaido_duo_table_parts.cpp
    Json describeEvents(int seat) const override;
    bool isTerminal() const override { return m_stage == Stage::Over; }
    Outcome outcome() const override;
    std::unique_ptr<GameState> clone() const override;
    Json observation(int seat) const override;
    // tokaido_duo_position.cpp. A paint_or_gift decision of a seat holding a wave tile that
    // counts the artist's path (Inspired) cannot be loaded: the path is not in the position.
    bool loadPosition(const Json &omniscient, std::string *error) override;
    std::unique_ptr<GameState> resampleHidden(int seat, Rng &rng) const override;
    std::uint64_t revealCount() const override { return m_reveals; }
    int plyCount() const override { return m_plies; }
    std::string checkInvariants() const override;
    int playRandomly(Rng &rng, std::vector<Action> &scratch, int maxPlies) override;
    double heuristicValue(int seat) const override;

    // Read access for tests and views.
    Stage stage() const { return m_stage; }
    int round() const { return m_round; }
    int firstPlayer() const { return m_first; }
    int step() const { return m_step; }
    const PlayerState &player(int seat) const { return m_players[static_cast<std::size_t>(seat)]; }
    int dieValue(int character) const { return m_dice[static_cast<std::size_t>(character)]; }
    int dieTakenBy(int character) const { return m_takenBy[static_cast<std::size_t>(character)]; }
    int waveHolder(int tile) const { return m_waveHolder[static_cast<std::size_t>(tile)]; }
    int waveSide(int tile) const { return m_waveSide[static_cast<std::size_t>(tile)]; }
    int springHolder() const { return m_springHolder; }
    int bag(int ware) const { return m_bag[static_cast<std::size_t>(ware)]; }
    int boutiqueOf(int town) const { return m_boutique[static_cast<std::size_t>(town)]; }
    bool endTriggered() const { return m_triggerCount > 0; }
    const FixedVector<Event, kMaxEvents> &events() const { return m_events; }
    int score(int seat, int character) const; // character -1: the total
    // The seat resolving a die and its character, value and whether it is a repeat.
    int resolvingSeat() const { return m_seat; }
    bool resolvingRepeat() const { return m_repeat; }
    const TokaidoDuoDefinition &rules() const { return *m_def; }
    const WaveEffects &waveEffects(int seat) const { return m_fx[static_cast<std::size_t>(seat)]; }

    // The Automa (tokaido_duo_automa.h): its seat (-1: none), its last die choice, and the
    // choices made since the last player action (what kAutomaPick events point into).
    int automaSeat() const { return params().automaSeat; }
    bool isAutoma(int seat) const { return seat == params().automaSeat; }
    const AutomaReasoning *lastAutomaReasoning() const
    {
        return m_hasReasoning ? &m_lastReasoning : nullptr;
    }
    // Queries on the current position, for the Automa's planner: where the pilgrim of `seat`
    // stops after `steps`; the towns its merchant and the regions its artist can end on with
    // `value` (bit masks); the meeples other than its artist in a region's paint scope.
    int landingOf(int seat, int steps) const;
    // `among`: only these towns are looked for (the others are left out of the mask).
    std::uint32_t merchantReach(int seat, int value, std::uint32_t among = ~std::uint32_t{0}) const;
    std::uint32_t artistReach(int seat, int value) const;
    int meeplesInScope(int seat, int region) const;

private:
    const Params &params() const { return m_def->params(); }
    void refreshWaveEffects();
    // The small steps of the rules are inline (defined in tokaido_duo_state.cpp, the only
    // file that calls them): their calls were about 5% of a playout's instructions. The few
    // that the Automa's play (tokaido_duo_automa_play.cpp) calls too are not marked inline;
    // the compiler still inlines them in tokaido_duo_state.cpp.
    inline std::uint32_t blockedTowns(int seat) const;
    std::uint64_t occupiedRing(int seat) const;
    int pilgrimLanding(int seat, int steps, std::uint64_t occupied, bool *jumped) const;
    int paintCount(int seat, int from, int length, int path, int to) const;
    inline bool canGift(int seat) const;

    unsigned diceLeft() const;
    template <typename Out>
    void generate(Out &out) const;
    void run() { run(nullptr); }
    // run(), and with `next` the playout's shortcut: the check for a decision with a single
    // option lists all of them into *next; returns true when *next then holds legalActions().
    bool run(std::vector<Action> *next);
    bool applyAction(const Action &action, std::vector<Action> *next); // apply(), run(next)
    std::optional<bool> applyDrawnWithoutList(Rng &rng, std::vector<Action> *next);
    template <typename State>
    friend int kotatsu::playRandomlyReusingLists(State &, Rng &, std::vector<Action> &, int);
    void applyDecision(const Action &a, bool automatic);
    Event preview(const Action &a) const;
    void writePreview(Event &e, const Action &a) const; // preview() into a slot
    // An event as the observation records it; `described`: as views draw it (describeAction,
    // describeEvents), with the path of a pilgrim that moved besides.
    Json eventJson(const Event &e, bool described = false) const;
    // The log keeps the first kMaxEvents events of an action (a full log drops the rest).
    bool logging() const { return m_keepLog && !m_events.full(); }
    void push(const Event &e)
    {
        if (logging())
            m_events.push_back(e);
    }
    void pushEvent(int kind, int a0 = 0, int a1 = 0, int a2 = 0)
    {
        if (!logging())
            return;
        // Written in place, as in applyDecision() (a copy from the stack would stall).
        m_events.push_back(Event{});
        Event &e = m_events.back();
        e.kind = static_cast<std::int16_t>(kind);
        e.seat = static_cast<std::int8_t>(m_seat);
        e.a[0] = static_cast<std::int16_t>(a0);
        e.a[1] = static_cast<std::int16_t>(a1);
        e.a[2] = static_cast<std::int16_t>(a2);
    }

    void newRound();
    void startDie(int character);
    inline void beginResolution();
    inline void arrivePilgrim();
    void runEffects();
    void takeWave(int tile);
    void arriveMerchant();
    void drawWares(int seat, int count);
    inline void gainCoins(int seat, int amount);
    inline void flip(int seat, int count);
    inline void dieDone();
    void finishDie();
    void checkTriggers();
    inline void endGame();
    // The Automa's turn at the current decision (run() calls it for its seat).
    void automaStep();
    void advanceRank(int character, int why, int detail);
    Json reasoningJson(const AutomaReasoning &r) const;

    std::shared_ptr<const TokaidoDuoDefinition> m_def;
    std::array<PlayerState, kSeats> m_players{};
    std::array<std::uint8_t, kMaxWareTypes> m_bag{};
    std::uint8_t m_bagTotal = 0;
    std::array<std::int8_t, kMaxTowns> m_boutique{}; // boutique token per coastal town, else -1
    std::array<std::uint8_t, kCharacters> m_waveSide{};
    std::array<std::int8_t, kCharacters> m_waveHolder{}; // per tile: -1 on the board
    std::array<WaveEffects, kSeats> m_fx{}; // what each seat's tiles do (refreshWaveEffects)
    std::int8_t m_springHolder = -1;
    std::array<std::uint8_t, kCharacters> m_dice{};
    std::array<std::int8_t, kCharacters> m_takenBy{};

    std::uint16_t m_round = 0;
    std::uint8_t m_first = 0; // first pick this round
    std::uint8_t m_firstOfGame = 0;
    std::uint8_t m_step = 0; // die of the draft being picked or resolved: 0, 1, 2
    Stage m_stage = Stage::Pick;
    std::uint8_t m_seat = 0; // the seat to decide / resolving
    std::uint8_t m_char = 0; // the die being resolved
    std::uint8_t m_value = 0;
    bool m_repeat = false;
    std::uint8_t m_repeatsThisDie = 0;
    bool m_springGainedThisDie = false;
    std::uint8_t m_effectIndex = 0; // next effect of the pilgrim's space (Stage::Effects)
    // The artist's move, for Paint (Inspired counts its regions).
    std::uint8_t m_artistFrom = 0;
    std::uint8_t m_artistLength = 0;
    std::uint8_t m_artistPath = 0;

    // End triggers in the order they fired: (seat, Trigger).
    std::array<std::uint8_t, kSeats> m_triggered{}; // bit per Trigger
    FixedVector<std::pair<std::uint8_t, std::uint8_t>, kSeats * kAllTriggers> m_triggerList;
    std::uint8_t m_triggerCount = 0;
    // Per seat (bit): whether its tracks, slabs or gifts moved since its last checkTriggers().
    // Only then can a condition newly hold, so dieDone() skips the check otherwise.
    static constexpr std::uint8_t seatBit(int seat)
    {
        return static_cast<std::uint8_t>(1u << seat);
    }
    static constexpr std::uint8_t kBothSeats = 3;
    std::uint8_t m_mayTrigger = kBothSeats;

    FixedVector<Event, kMaxEvents> m_events;
    // Whether events are logged: not during a playout, whose positions nobody shows
    // (playRandomly()); the log was a twentieth of a playout.
    bool m_keepLog = true;
    // The Automa's die choices since the last player action, and the latest one.
    FixedVector<AutomaReasoning, 8> m_reasonings;
    AutomaReasoning m_lastReasoning;
    bool m_hasReasoning = false;
    struct Stats
    {
        int waveFromBoard = 0;
        int waveStolen = 0;
        int springRepeats = 0;
        int springSteals = 0;
        int noPath = 0;
    } m_stats;
    int m_plies = 0;
    std::uint64_t m_reveals = 0;
    Rng m_rng;
};

} // namespace kotatsu::tokaido_duo
