// SPDX-License-Identifier: GPL-3.0-or-later
#include "label_layout.h"

#include <QMetaObject>
#include <QVariantMap>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <tuple>
#include <utility>

namespace {

// A rectangle from QML: a rect value (Qt.rect) or an object {x, y, width, height}.
QRectF rectOf(const QVariant &value)
{
    if (value.canConvert<QRectF>() && value.metaType() != QMetaType::fromType<QVariantMap>())
        return value.toRectF();
    const QVariantMap m = value.toMap();
    return {m.value("x").toReal(), m.value("y").toReal(), m.value("width").toReal(),
            m.value("height").toReal()};
}

QSizeF sizeOf(const QVariant &value)
{
    if (value.canConvert<QSizeF>() && value.metaType() != QMetaType::fromType<QVariantMap>())
        return value.toSizeF();
    const QVariantMap m = value.toMap();
    return {m.value("width").toReal(), m.value("height").toReal()};
}

QPointF pointOf(const QVariant &value, QPointF otherwise)
{
    if (!value.isValid())
        return otherwise;
    if (value.canConvert<QPointF>() && value.metaType() != QMetaType::fromType<QVariantMap>())
        return value.toPointF();
    const QVariantMap m = value.toMap();
    return {m.value("x").toReal(), m.value("y").toReal()};
}

// The area two rectangles share.
qreal overlap(const QRectF &a, const QRectF &b)
{
    const qreal w = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
    if (w <= 0)
        return 0;
    const qreal h = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return h <= 0 ? 0 : w * h;
}

// The gap between two rectangles (0 where they touch or overlap).
qreal distance(const QRectF &a, const QRectF &b)
{
    const qreal dx = std::max({0.0, a.left() - b.right(), b.left() - a.right()});
    const qreal dy = std::max({0.0, a.top() - b.bottom(), b.top() - a.bottom()});
    return std::hypot(dx, dy);
}

// What covering an empty place's marker costs (times the name's height): more than any spot
// near the anchor with all it may cost besides (at most about seven heights out and round, the
// empty rooms it covers, a name or two pushed aside), so that a name covers one only when no
// spot near its place leaves them all free.
constexpr qreal markerCost = 100;
// What standing beyond one and a half heights from the anchor costs at all (times the name's
// height), besides 20 a pixel: more than covering two empty markers near it.
constexpr qreal farCost = 300;

struct Spot
{
    QPointF at; // top left
    qreal cost = 0;
};

// A label's candidate spots, cheapest first. Those within one and a half heights of the anchor
// ("near") all cost less than any further out, and a name rarely needs one further out: so the
// far ones are sorted only when a placement first reaches them (a table's first layout sorts
// thousands of spots a name otherwise).
struct Spots
{
    std::vector<Spot> all; // the near ones sorted, then the far ones (sorted once `sorted`)
    size_t near = 0;
    bool sorted = false;
    static bool cheaper(const Spot &p, const Spot &q) { return p.cost < q.cost; }
    void sortFar()
    {
        if (sorted)
            return;
        std::stable_sort(all.begin() + qsizetype(near), all.end(), cheaper);
        sorted = true;
    }
};

// The candidate spots of one label: all round its anchor, touching it (at `gap`) and a few
// steps further out, each with what it costs to be there rather than on the preferred side;
// cheapest first.
Spots candidates(const LabelLayout::Label &label, qreal gap)
{
    constexpr int directions = 32;
    constexpr int steps = 12;
    const QRectF &a = label.anchor;
    const QPointF c = a.center();
    const qreal w = label.size.width(), h = label.size.height();
    const qreal hw = a.width() / 2 + w / 2 + gap, hh = a.height() / 2 + h / 2 + gap;
    const qreal dlen = std::max(1e-6, std::hypot(label.side.x(), label.side.y()));
    std::vector<Spot> out, further;
    out.reserve(directions * steps * 9);
    further.reserve(directions * steps * 9);
    for (int i = 0; i < directions; ++i) {
        const qreal angle = 2 * std::numbers::pi * i / directions;
        const qreal dx = std::cos(angle), dy = std::sin(angle);
        // How far the centre must go along (dx, dy) for the label to clear the anchor.
        const qreal tx = std::abs(dx) > 1e-6 ? hw / std::abs(dx) : qInf();
        const qreal ty = std::abs(dy) > 1e-6 ? hh / std::abs(dy) : qInf();
        const qreal t0 = std::min(tx, ty);
        // 0 on the preferred side, 1 on the opposite one.
        const qreal turn = (1 - (dx * label.side.x() + dy * label.side.y()) / dlen) / 2;
        // Above or below its anchor a name may also slide sideways (by a quarter or a half of
        // its width), beside it up or down (by half its height): a gap between two markers.
        const bool upright = std::abs(dy) > std::abs(dx);
        const qreal slides[] = {0, -0.125, 0.125, -0.25, 0.25, -0.375, 0.375, -0.5, 0.5};
        for (int k = 0; k < steps; ++k) {
            const qreal t = t0 + k * (h * 0.5 + gap) / 2;
            for (const qreal slide : slides) {
                const QPointF shift = upright ? QPointF(slide * w, 0) : QPointF(0, slide * h);
                const QPointF at = QPointF(c.x() + dx * t - w / 2, c.y() + dy * t - h / 2) + shift;
                // Beyond one and a half heights from its anchor a name no longer reads as its
                // anchor's: each pixel further costs much more than a step round it.
                // (Even a pixel further costs more than covering an empty place's marker near it.)
                const qreal far = std::max(0.0, distance(QRectF(at, label.size), a) - h * 1.5);
                (far > 0 ? further : out)
                    .push_back({at, turn * h * 1.5 + k * h * 0.4 + std::abs(slide) * h * 0.6 +
                                        far * 20 + (far > 0 ? farCost * h : 0)});
            }
        }
    }
    std::stable_sort(out.begin(), out.end(), Spots::cheaper);
    Spots spots;
    spots.near = out.size();
    spots.sorted = further.empty();
    out.insert(out.end(), further.begin(), further.end());
    spots.all = std::move(out);
    return spots;
}

// The rectangle all the spots of a label lie in.
QRectF reach(const std::vector<Spot> &spots, const QSizeF &size)
{
    if (spots.empty() || size.isNull())
        return QRectF().adjusted(-2, -2, 2, 2);
    qreal left = spots.front().at.x(), top = spots.front().at.y(), right = left, bottom = top;
    for (const Spot &s : spots) {
        left = std::min(left, s.at.x());
        right = std::max(right, s.at.x());
        top = std::min(top, s.at.y());
        bottom = std::max(bottom, s.at.y());
    }
    return QRectF(QPointF(left, top), QPointF(right + size.width(), bottom + size.height()))
        .adjusted(-2, -2, 2, 2);
}

// A list from QML, read item by item.
template <typename T, typename Read>
std::vector<T> readList(const QVariantList &list, Read read)
{
    std::vector<T> out;
    out.reserve(list.size());
    for (const QVariant &v : list)
        out.push_back(read(v));
    return out;
}

// An obstacle from QML: a rectangle (hard), or {rect, soft, of}.
LabelLayout::Obstacle obstacleOf(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QVariantMap>()) {
        const QVariantMap m = value.toMap();
        if (m.contains("rect"))
            return {rectOf(m.value("rect")), m.value("soft").toBool(), m.value("of", -1).toInt(),
                    m.value("marker").toBool()};
    }
    return {rectOf(value), false};
}

LabelLayout::Label labelOf(const QVariant &value)
{
    const QVariantMap m = value.toMap();
    return {rectOf(m.value("anchor")), sizeOf(m.value("size")), pointOf(m.value("side"), {0, 1})};
}

} // namespace

LabelLayout::LabelLayout(QObject *parent) : QObject(parent) {}

template <typename T>
bool LabelLayout::replace(std::vector<T> &current, std::vector<T> next)
{
    if (next == current)
        return false;
    current = std::move(next);
    schedule();
    return true;
}

void LabelLayout::setLabels(const QVariantList &labels)
{
    if (!replace(m_labels, readList<Label>(labels, labelOf)))
        return;
    m_labelsIn = labels;
    Q_EMIT labelsChanged();
}

void LabelLayout::setObstacles(const QVariantList &obstacles)
{
    if (!replace(m_obstacles, readList<Obstacle>(obstacles, obstacleOf)))
        return;
    m_obstaclesIn = obstacles;
    Q_EMIT obstaclesChanged();
}

void LabelLayout::setBounds(const QSizeF &bounds)
{
    if (bounds == m_bounds)
        return;
    m_bounds = bounds;
    Q_EMIT boundsChanged();
    schedule();
}

void LabelLayout::setGap(qreal gap)
{
    if (qFuzzyCompare(gap, m_gap))
        return;
    m_gap = gap;
    Q_EMIT gapChanged();
    schedule();
}

void LabelLayout::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QMetaObject::invokeMethod(this, &LabelLayout::update, Qt::QueuedConnection);
}

void LabelLayout::update()
{
    m_scheduled = false;
    const size_t n = m_labels.size();
    const QRectF bounds({0, 0}, m_bounds);
    // Which names stay where they stand (carried along with their anchors), which are placed
    // again.
    std::vector<std::optional<QPointF>> fixed(n);
    std::vector<QRectF> boxes(n);
    if (m_held.size() == n && qFuzzyCompare(m_heldGap, m_gap)) {
        for (size_t i = 0; i < n; ++i) {
            const Label &l = m_labels[i];
            const Held &h = m_held[i];
            const QPointF moved = l.anchor.center() - h.placedFor.anchor.center();
            if (std::hypot(moved.x(), moved.y()) > tolerance ||
                std::abs(l.size.width() - h.placedFor.size.width()) > tolerance ||
                std::abs(l.size.height() - h.placedFor.size.height()) > tolerance)
                continue;
            const QRectF box(l.anchor.center() + h.offset -
                                 QPointF(l.size.width(), l.size.height()) / 2,
                             l.size);
            const QRectF inner = box.adjusted(0.5, 0.5, -0.5, -0.5);
            if (!bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box) ||
                hardUnder(i, box, m_obstacles) > h.hardUnder + 1e-3)
                continue;
            // (Two names that came to overlap, a size rounded anew: the less important one goes.)
            bool clear = true;
            for (size_t j = 0; j < i && clear; ++j)
                if (fixed[j] && overlap(inner, boxes[j]) > 0)
                    clear = false;
            if (!clear)
                continue;
            fixed[i] = box.topLeft();
            boxes[i] = box;
        }
    }
    int moving = 0;
    for (size_t i = 0; i < n; ++i)
        moving += fixed[i] ? 0 : 1;
    const bool first = m_places.size() != qsizetype(n) || m_placements == 0;
    // A name that stays far from its place (beyond one and a half of its heights: a piece
    // stood in the way when it was placed), or over an empty place's marker (nothing near was
    // free of them), tries again below, in case the way is free now.
    // (Only when something near its place changed: a place emptied or filled, lit or put out,
    // a piece gone from there. Not at every change: a board drawn a pixel larger, a traveller
    // walking elsewhere.)
    const auto nearChange = [&](size_t i) {
        if (m_triedWith.size() != m_obstacles.size())
            return true;
        const Label &l = m_labels[i];
        const qreal reachOut = l.size.width() + l.size.height() * 1.5 + m_gap;
        const QRectF zone = l.anchor.adjusted(-reachOut, -reachOut, reachOut, reachOut);
        for (size_t k = 0; k < m_obstacles.size(); ++k) {
            const Obstacle &o = m_obstacles[k], &was = m_triedWith[k];
            const QPointF d = o.rect.center() - was.rect.center();
            const bool changed = o.soft != was.soft || o.marker != was.marker ||
                                 std::hypot(d.x(), d.y()) > tolerance ||
                                 std::abs(o.rect.width() - was.rect.width()) > tolerance ||
                                 std::abs(o.rect.height() - was.rect.height()) > tolerance;
            if (changed && (overlap(zone, o.rect) > 0 || overlap(zone, was.rect) > 0))
                return true;
        }
        return false;
    };
    std::vector<bool> retryMarkers(n);
    for (size_t i = 0; i < n; ++i)
        retryMarkers[i] = nearChange(i);
    m_triedWith = m_obstacles;
    const auto overMarkers = [&](size_t i, const QPointF &at) {
        const QRectF inner = QRectF(at, m_labels[i].size).adjusted(0.5, 0.5, -0.5, -0.5);
        int count = 0;
        for (const Obstacle &o : m_obstacles)
            count += o.marker && o.of != int(i) && covered(inner, o) > 0 ? 1 : 0;
        return count;
    };
    const auto far = [&](size_t i, const QPointF &at) {
        return distance(QRectF(at, m_labels[i].size), m_labels[i].anchor) >
                   m_labels[i].size.height() * 1.5 ||
               (retryMarkers[i] && overMarkers(i, at) > 0);
    };
    bool farStays = false;
    for (size_t i = 0; i < n && !farStays; ++i)
        farStays = fixed[i] && far(i, *fixed[i]);
    const auto unchanged = [&](const std::vector<QPointF> &at) {
        for (size_t i = 0; i < n; ++i)
            if (m_places.at(qsizetype(i)).toPointF() != at[i])
                return false;
        return true;
    };
    if (moving == 0 && !first && !farStays) {
        // Every name stays: no placement (a name carried along by its anchor's small move is
        // drawn there all the same).
        std::vector<QPointF> at(n);
        for (size_t i = 0; i < n; ++i)
            at[i] = *fixed[i];
        if (unchanged(at))
            return;
    }
    // A name placed again that finds no free spot near its place may push aside a name that
    // stays (which then lies under it, and is placed again in turn, round the names placed
    // before it); a few rounds of that, then the names that stay are walls.
    std::vector<bool> placedAgain(n);
    // The names not fixed placed, then those they now lie on.
    const auto run = [&](std::vector<std::optional<QPointF>> fx, std::vector<bool> &again) {
        std::vector<QPointF> at;
        for (int round = 0;; ++round) {
            const bool walls = round >= 3;
            std::vector<size_t> placing;
            for (size_t i = 0; i < n; ++i)
                if (!fx[i])
                    placing.push_back(i);
            at = place(m_labels, m_obstacles, bounds, m_gap,
                       placing.size() == n ? std::vector<std::optional<QPointF>>() : fx,
                       walls ? 0 : pushAside);
            bool pushed = false;
            for (size_t j = 0; j < n; ++j) {
                if (!fx[j])
                    continue;
                const QRectF box(*fx[j], m_labels[j].size);
                for (const size_t i : placing)
                    if (overlap(QRectF(at[i], m_labels[i].size).adjusted(0.5, 0.5, -0.5, -0.5),
                                box) > 0) {
                        fx[j].reset();
                        pushed = true;
                        break;
                    }
            }
            for (const size_t i : placing) {
                again[i] = true;
                fx[i] = at[i];
            }
            if (!pushed || walls)
                return at;
        }
    };
    // How far beyond one and a half heights from their places the names stand and how many
    // empty places' markers they cover, all counted as the placement weighs them.
    const auto beyond = [&](const std::vector<QPointF> &at) {
        qreal sum = 0;
        for (size_t i = 0; i < n; ++i) {
            const qreal h = m_labels[i].size.height();
            const qreal out =
                distance(QRectF(at[i], m_labels[i].size), m_labels[i].anchor) - h * 1.5;
            sum += (out > 0 ? out * 20 + farCost * h : 0) + overMarkers(i, at[i]) * markerCost * h;
        }
        return sum;
    };
    std::vector<QPointF> points = run(fixed, placedAgain);
    // A name far from its place or over an empty place's marker (placed there now, or staying
    // there since a piece stood in its way) tries again, the others where they are now, with
    // the right to push aside the names in its way; kept if the names end nearer their places
    // or over fewer markers (so such a name comes back near its place, off the markers, once
    // the way is free, and no name moves for nothing).
    for (size_t i = 0; i < n; ++i) {
        if (!far(i, points[i]))
            continue;
        std::vector<std::optional<QPointF>> fx(points.begin(), points.end());
        fx[i].reset();
        std::vector<bool> again = placedAgain;
        std::vector<QPointF> tried = run(fx, again);
        if (beyond(tried) < beyond(points) - 0.5) {
            points = std::move(tried);
            placedAgain = std::move(again);
        }
    }
    moving = int(std::count(placedAgain.begin(), placedAgain.end(), true));
    if (moving == 0 && !first && unchanged(points))
        return;
    m_held.resize(n);
    for (size_t i = 0; i < n; ++i) {
        if (!placedAgain[i])
            continue;
        const QRectF box(points[i], m_labels[i].size);
        m_held[i] = {box.center() - m_labels[i].anchor.center(), m_labels[i],
                     hardUnder(i, box, m_obstacles)};
    }
    m_heldGap = m_gap;
    QVariantList places;
    places.reserve(qsizetype(n));
    for (const QPointF &p : points)
        places.append(p);
    m_places = places;
    if (moving > 0 || first) {
        ++m_placements;
        m_moved = moving;
    }
    Q_EMIT placesChanged();
}

qreal LabelLayout::hardUnder(size_t label, const QRectF &box,
                             const std::vector<Obstacle> &obstacles)
{
    const QRectF inner = box.adjusted(0.5, 0.5, -0.5, -0.5);
    qreal under = 0;
    for (const Obstacle &o : obstacles)
        if (!o.soft && o.of != int(label))
            under += covered(inner, o);
    return under;
}

qreal LabelLayout::covered(const QRectF &box, const Obstacle &obstacle)
{
    return overlap(box, obstacle.rect);
}

std::vector<QPointF> LabelLayout::place(const std::vector<Label> &labels,
                                        const std::vector<Obstacle> &obstacles,
                                        const QRectF &bounds, qreal gap,
                                        const std::vector<std::optional<QPointF>> &fixed,
                                        qreal pushAside)
{
    const size_t n = labels.size();
    const auto isFixed = [&](size_t i) { return i < fixed.size() && fixed[i].has_value(); };
    std::vector<Spots> spots(n);
    std::vector<QRectF> reaches(n);
    // A name that stays has one spot: where it stands.
    std::vector<Spot> stays(n);
    for (size_t i = 0; i < n; ++i) {
        if (isFixed(i)) {
            stays[i] = {*fixed[i], 0};
            reaches[i] = QRectF(*fixed[i], labels[i].size);
        } else {
            spots[i] = candidates(labels[i], gap);
            reaches[i] = reach(spots[i].all, labels[i].size);
        }
    }
    // Only what lies within a label's reach can be in its way (and only the labels whose
    // reach meets it).
    std::vector<std::vector<Obstacle>> near(n);
    std::vector<std::vector<size_t>> rivals(n);
    for (size_t i = 0; i < n; ++i) {
        if (isFixed(i))
            continue;
        for (const Obstacle &o : obstacles)
            if (o.of != int(i) && o.rect.width() > 0 && o.rect.height() > 0 &&
                overlap(reaches[i], o.rect) > 0)
                near[i].push_back(o);
        for (size_t j = 0; j < n; ++j)
            if (j != i && overlap(reaches[i], reaches[j]) > 0)
                rivals[i].push_back(j);
    }

    std::vector<const Spot *> chosen(n, nullptr);
    for (size_t i = 0; i < n; ++i)
        if (isFixed(i))
            chosen[i] = &stays[i];
    const auto costAt = [&](size_t i, const Spot &spot) {
        const QRectF r(spot.at, labels[i].size);
        const QRectF padded = r.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
        // (Less half a pixel each side, the anti-aliasing: what the name really covers.)
        const QRectF inner = r.adjusted(0.5, 0.5, -0.5, -0.5);
        qreal under = 0, empty = 0;
        int hits = 0, markers = 0;
        const auto cover = [&](const Obstacle &o) {
            under += covered(padded, o);
            hits += covered(inner, o) > 0 ? 1 : 0;
        };
        for (const Obstacle &o : near[i]) {
            if (o.marker) {
                const qreal a = covered(inner, o);
                empty += a;
                markers += a > 0 ? 1 : 0;
            } else if (o.soft) {
                empty += covered(padded, o);
            } else {
                cover(o);
            }
        }
        qreal pushing = 0;
        for (size_t j : rivals[i]) {
            if (!chosen[j])
                continue;
            const QRectF o(chosen[j]->at, labels[j].size);
            if (pushAside > 0 && isFixed(j))
                pushing += overlap(padded, o) > 0 ? pushAside * labels[i].size.height() : 0;
            else
                cover(Obstacle(o));
        }
        const qreal outside = r.width() * r.height() - overlap(r, bounds);
        // Anything hard covered weighs far more than any distance: a name is moved rather than
        // hidden, and kept on the board above all; anything it really covers (not just its
        // margin), more still. An empty place covered weighs as a distance: the length of the
        // name over it (its area over the name's height). An empty place's marker covered
        // weighs more than any spot near the anchor that leaves it free, less than standing far.
        return spot.cost + pushing + under * 1000 + hits * 1e6 + outside * 4000 +
               markers * markerCost * r.height() + empty / std::max(1.0, r.height());
    };
    const auto best = [&](size_t i) {
        const Spot *pick = nullptr;
        qreal least = std::numeric_limits<qreal>::infinity();
        Spots &mine = spots[i];
        for (size_t k = 0; k < mine.all.size(); ++k) {
            if (k == mine.near)
                mine.sortFar(); // (moves only spots not yet looked at)
            const Spot &s = mine.all[k];
            // (The spots are in order of cost: none further on can do better.)
            if (s.cost >= least)
                break;
            const qreal c = costAt(i, s);
            if (c < least) {
                least = c;
                pick = &s;
            }
        }
        return pick;
    };
    for (size_t i = 0; i < n; ++i)
        if (!isFixed(i))
            chosen[i] = best(i);
    // Each name again, with all the others placed (an earlier one may have taken a spot a
    // later one needed more); those that stay stay.
    for (int pass = 0; pass < 3; ++pass) {
        bool moved = false;
        for (size_t i = 0; i < n; ++i) {
            if (isFixed(i))
                continue;
            const Spot *was = chosen[i];
            chosen[i] = nullptr;
            chosen[i] = best(i);
            moved = moved || chosen[i] != was;
        }
        if (!moved)
            break;
    }
    std::vector<QPointF> out;
    out.reserve(n);
    for (const Spot *s : chosen)
        out.push_back(s ? s->at : QPointF());
    return out;
}
