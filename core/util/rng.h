// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>

namespace kotatsu {

// The one source of randomness of a game: xoshiro256** seeded through splitmix64. Every
// draw is defined here bit for bit (no std:: distributions, whose results differ between
// standard libraries), so (definition, seed, actions) replays identically everywhere.
class Rng
{
public:
    Rng() : Rng(0) {}
    explicit Rng(std::uint64_t seed) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_s)
            word = splitmix64(seed);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
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

    // Uniform double in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // Fisher-Yates over any random-access range. It draws from a local copy of the state:
    // a store of the swaps may alias the generator (byte stores alias anything), which made
    // the compiler write the four state words back to memory after every draw.
    template <typename It>
    void shuffle(It first, It last)
    {
        Rng local = *this;
        auto n = last - first;
        for (auto i = n - 1; i > 0; --i) {
            auto j = local.below(static_cast<std::uint32_t>(i + 1));
            std::swap(first[i], first[j]);
        }
        *this = local;
    }

    const std::array<std::uint64_t, 4> &words() const { return m_s; }
    // The four state words in hexadecimal, for omniscient observations: a replay can then be
    // checked down to the random number generator.
    Json toJson() const
    {
        Json json = Json::array();
        for (std::uint64_t word : m_s) {
            char buf[20];
            std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(word));
            json.push(std::string(buf));
        }
        return json;
    }
    // The inverse of toJson(); false (the state unchanged) unless `json` is four words of
    // 16 hexadecimal digits.
    bool fromJson(const Json &json)
    {
        if (!json.isArray() || json.size() != 4)
            return false;
        std::array<std::uint64_t, 4> words{};
        for (std::size_t i = 0; i < 4; ++i) {
            const std::string &text = json.at(i).asString();
            if (text.size() != 16)
                return false;
            for (char c : text) {
                const int digit = c >= '0' && c <= '9'   ? c - '0'
                                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                                         : -1;
                if (digit < 0)
                    return false;
                words[i] = words[i] << 4 | static_cast<std::uint64_t>(digit);
            }
        }
        m_s = words;
        return true;
    }
    bool operator==(const Rng &) const = default;

    static std::uint64_t splitmix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // A seed derived from a base seed and an index: used for per-game seeds of a simulation.
    static std::uint64_t derive(std::uint64_t base, std::uint64_t index)
    {
        std::uint64_t x = base ^ (index * 0xd1b54a32d192ed03ULL);
        splitmix64(x);
        return splitmix64(x);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> m_s{};
};

} // namespace kotatsu
