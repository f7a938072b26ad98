// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes transcripts (JSON Lines): parseTranscript, then verifyTranscript against the
// shipped game (or variant) the header names.
#include "fuzz_support.h"
#include "sim/transcript.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

using namespace kotatsu;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    std::string error;
    auto transcript = parseTranscript(text, &error);
    if (!transcript) {
        if (error.empty())
            fuzz::fail("a transcript was refused without a reason");
        return 0;
    }
    const auto &header = transcript->header;
    if (!header.variantFile.empty())
        return 0; // would read that path: the harness stays on shipped data
    const GameEntry *game = fuzz::catalog().find(header.game);
    if (!game || !game->definition)
        return 0;
    if (!header.variant.empty() &&
        std::none_of(game->variants.begin(), game->variants.end(),
                     [&](const VariantEntry &v) { return v.id == header.variant; }))
        return 0;
    DataErrors errors;
    auto definition = fuzz::catalog().resolve(header.game, header.variant, errors);
    if (definition)
        (void)verifyTranscript(*definition, *transcript);
    return 0;
}
