// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/outcome.h"

#include <algorithm>

namespace kotatsu {

bool Outcome::isWinner(int seat) const
{
    return std::find(winners.begin(), winners.end(), seat) != winners.end();
}

double Outcome::reward(int seat) const
{
    if (draw)
        return 0.5;
    return isWinner(seat) ? 1.0 : 0.0;
}

Json Outcome::toJson() const
{
    Json json = Json::object();
    Json w = Json::array();
    for (int seat : winners)
        w.push(seat);
    json["winners"] = std::move(w);
    Json r = Json::array();
    for (int rank : ranks)
        r.push(rank);
    json["ranks"] = std::move(r);
    Json s = Json::array();
    for (double score : scores)
        s.push(score);
    json["scores"] = std::move(s);
    json["draw"] = draw;
    json["reason"] = reason;
    Json f = Json::object();
    for (const auto &[name, value] : figures)
        f[name] = value;
    json["figures"] = std::move(f);
    return json;
}

} // namespace kotatsu
