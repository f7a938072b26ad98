// SPDX-License-Identifier: GPL-3.0-or-later
#include "label_layout.h"

#include <QMetaObject>
#include <QVariantMap>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

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

struct Spot
{
    QPointF at; // top left
    qreal cost = 0;
};

// The candidate spots of one label: all round its anchor, touching it (at `gap`) and a few
// steps further out, each with what it costs to be there rather than on the preferred side;
// cheapest first.
std::vector<Spot> candidates(const LabelLayout::Label &label, qreal gap)
{
    constexpr int directions = 32;
    constexpr int steps = 10;
    const QRectF &a = label.anchor;
    const QPointF c = a.center();
    const qreal w = label.size.width(), h = label.size.height();
    const qreal hw = a.width() / 2 + w / 2 + gap, hh = a.height() / 2 + h / 2 + gap;
    const qreal dlen = std::max(1e-6, std::hypot(label.side.x(), label.side.y()));
    std::vector<Spot> out;
    out.reserve(directions * steps);
    for (int i = 0; i < directions; ++i) {
        const qreal angle = 2 * std::numbers::pi * i / directions;
        const qreal dx = std::cos(angle), dy = std::sin(angle);
        // How far the centre must go along (dx, dy) for the label to clear the anchor.
        const qreal tx = std::abs(dx) > 1e-6 ? hw / std::abs(dx) : qInf();
        const qreal ty = std::abs(dy) > 1e-6 ? hh / std::abs(dy) : qInf();
        const qreal t0 = std::min(tx, ty);
        // 0 on the preferred side, 1 on the opposite one.
        const qreal turn = (1 - (dx * label.side.x() + dy * label.side.y()) / dlen) / 2;
        for (int k = 0; k < steps; ++k) {
            const qreal t = t0 + k * (h * 0.5 + gap);
            out.push_back(
                {{c.x() + dx * t - w / 2, c.y() + dy * t - h / 2}, turn * h * 1.5 + k * h * 0.8});
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Spot &p, const Spot &q) { return p.cost < q.cost; });
    return out;
}

// The rectangle all the spots of a label lie in.
QRectF reach(const std::vector<Spot> &spots, const QSizeF &size)
{
    QRectF r;
    for (const Spot &s : spots)
        r |= QRectF(s.at, size);
    return r.adjusted(-2, -2, 2, 2);
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
    if (!replace(m_obstacles, readList<QRectF>(obstacles, rectOf)))
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
    const std::vector<QPointF> points =
        place(m_labels, m_obstacles, QRectF({0, 0}, m_bounds), m_gap);
    QVariantList places;
    places.reserve(points.size());
    for (const QPointF &p : points)
        places.append(p);
    m_places = places;
    ++m_placements;
    Q_EMIT placesChanged();
}

std::vector<QPointF> LabelLayout::place(const std::vector<Label> &labels,
                                        const std::vector<QRectF> &obstacles, const QRectF &bounds,
                                        qreal gap)
{
    const size_t n = labels.size();
    std::vector<std::vector<Spot>> spots;
    spots.reserve(n);
    std::vector<QRectF> reaches;
    reaches.reserve(n);
    for (const Label &l : labels) {
        spots.push_back(candidates(l, gap));
        reaches.push_back(reach(spots.back(), l.size));
    }
    // Only what lies within a label's reach can be in its way (and only the labels whose
    // reach meets it).
    std::vector<std::vector<QRectF>> near(n);
    std::vector<std::vector<size_t>> rivals(n);
    for (size_t i = 0; i < n; ++i) {
        for (const QRectF &o : obstacles)
            if (o.width() > 0 && o.height() > 0 && overlap(reaches[i], o) > 0)
                near[i].push_back(o);
        for (size_t j = 0; j < n; ++j)
            if (j != i && overlap(reaches[i], reaches[j]) > 0)
                rivals[i].push_back(j);
    }

    std::vector<const Spot *> chosen(n, nullptr);
    const auto costAt = [&](size_t i, const Spot &spot) {
        const QRectF r(spot.at, labels[i].size);
        const QRectF padded = r.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
        qreal covered = 0;
        for (const QRectF &o : near[i])
            covered += overlap(padded, o);
        for (size_t j : rivals[i])
            if (chosen[j])
                covered += overlap(padded, QRectF(chosen[j]->at, labels[j].size));
        const qreal outside = r.width() * r.height() - overlap(r, bounds);
        // Anything covered weighs far more than any distance: a name is moved rather than
        // hidden, and kept on the board above all.
        return spot.cost + covered * 1000 + outside * 4000;
    };
    const auto best = [&](size_t i) {
        const Spot *pick = nullptr;
        qreal least = std::numeric_limits<qreal>::infinity();
        for (const Spot &s : spots[i]) {
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
        chosen[i] = best(i);
    // Each name again, with all the others placed (an earlier one may have taken a spot a
    // later one needed more).
    for (int pass = 0; pass < 3; ++pass) {
        bool moved = false;
        for (size_t i = 0; i < n; ++i) {
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
