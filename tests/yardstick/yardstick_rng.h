// SPDX-License-Identifier: GPL-3.0-or-later
// The random number generator of every yardstick: xoshiro256** seeded through splitmix64,
// with Lemire's bounded draw and the Fisher-Yates shuffle on top. It is a copy of the
// engine's Rng (core/util/rng.h), draw for draw, so that a seed means the same games in the
// engine and in a yardstick; a copy and not an include because the yardsticks are free of the
// engine on purpose (docs/yardstick.md).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace yardstick {

class Rng
{
public:
    Rng() : Rng(0) {}
    explicit Rng(std::uint64_t seed) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_state)
            word = splitmix64(seed);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = std::rotl(m_state[3], 45);
        return result;
    }

    // Uniform integer in [0, bound), bound > 0 (Lemire's multiply-shift with rejection).
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                m = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Fisher-Yates over the `count` items from `first`, drawing as the engine's shuffle does
    // (from the last item down, one `below` each), and like it from a local copy of the
    // state, which byte stores cannot alias (the engine's speed is judged against the best
    // this code can do).
    template <typename T>
    void shuffle(T *first, int count)
    {
        Rng local = *this;
        for (int i = count - 1; i > 0; --i)
            std::swap(first[i], first[local.below(static_cast<std::uint32_t>(i + 1))]);
        *this = local;
    }
    template <typename T, std::size_t N>
    void shuffle(T (&items)[N])
    {
        shuffle(items, static_cast<int>(N));
    }

    static std::uint64_t splitmix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state[4];
};

} // namespace yardstick
