// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

// Where to put the names on a board so that none lies under another name, an icon or a piece:
// the places of a set of names, computed from rectangles only (any board can use it). QML gives
// the names (the box each needs, the thing it names, the side it would rather be on), what
// else is drawn there (the obstacles) and the board's size; it reads back one top-left point
// per name and only draws them there.
//
// Two kinds of obstacle: hard ones (an icon, a marker, a piece, a place that can be chosen
// now), which a name covers only when there is no other way, and soft ones (a place where a
// piece may come to stand but none stands now), which a name may cover when the free spots
// are far from what it names: covering one costs as much as standing as much further away as
// the length of the name it covers.
//
// The names stand still. Each keeps its place relative to what it names (so a map drawn a
// pixel larger moves each name with its anchor and places nothing); a name is placed again
// only when something hard now lies under it that did not when it was placed (a piece come to
// stand there, a place lit to be chosen, another name), when its anchor moved by more than
// `tolerance` or its box changed size by more than that, or when it leaves the board; and a
// name standing far from what it names (beyond one and a half of its heights, where a piece
// once pushed it) tries again at each change, and moves only if the names then end nearer their
// places (it comes back once the way is free). The others stay exactly where they are while it
// is placed round them. All are placed afresh
// only when every one must be (a new set of names, another language, a large resize).
//
// The placements are made once for all the changes of one turn of the event loop; setting
// the same names and obstacles again (a board whose bindings are evaluated anew) costs a
// comparison, not a placement.
//
// The placement: a greedy choice over candidate spots around each name's anchor (32 sides, ten
// distances, a few slides sideways, cheapest first: the preferred side, next to the anchor; a
// spot more than one and a half name heights from the anchor costs much more), then a few
// passes that place each name again with all the others in place.
class LabelLayout : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // [{anchor: rect, size: size, side: point}] in order of importance: `anchor` the thing the
    // name names, `size` the name's box, `side` the direction it would rather be in from its
    // anchor (down: Qt.point(0, 1)).
    Q_PROPERTY(QVariantList labels READ labels WRITE setLabels NOTIFY labelsChanged)
    // [rect | {rect: rect, soft: bool, marker: bool, of: int}]: everything drawn on the board
    // that a name must not cover (the anchors included), and the empty places it would rather
    // not cover (soft; `marker`, the drawn marker of an empty place, covered only when nothing
    // near is free of it); `of`, the index of a label it is no obstacle to (what belongs to its
    // own place).
    Q_PROPERTY(QVariantList obstacles READ obstacles WRITE setObstacles NOTIFY obstaclesChanged)
    // The board: a name stays inside (0, 0, width, height).
    Q_PROPERTY(QSizeF bounds READ bounds WRITE setBounds NOTIFY boundsChanged)
    // The room between a name and its anchor (and between two names).
    Q_PROPERTY(qreal gap READ gap WRITE setGap NOTIFY gapChanged)
    // One point per label, its box's top-left corner (empty until the first placement).
    Q_PROPERTY(QVariantList places READ places NOTIFY placesChanged)
    // How many times names were placed (the first time, and each time one or more moved).
    Q_PROPERTY(int placements READ placements NOTIFY placesChanged)
    // How many names were placed again at the last placement (all of them the first time).
    Q_PROPERTY(int moved READ moved NOTIFY placesChanged)

public:
    struct Label
    {
        QRectF anchor;
        QSizeF size;
        QPointF side{0, 1};
        bool operator==(const Label &) const = default;
    };
    struct Obstacle
    {
        Obstacle(const QRectF &r = {}, bool s = false, int o = -1, bool m = false)
            : rect(r), soft(s || m), of(o), marker(m)
        {}
        QRectF rect;
        // An empty place a name may cover when that keeps it near what it names.
        bool soft = false;
        // The label it belongs to (the glow of the place the label names), if any: no obstacle
        // to that label.
        int of = -1;
        // Soft, but drawn: the marker of an empty place (no piece on it, not to be chosen now).
        // A name covers one only when no spot near what it names (within one and a half of its
        // heights) is free of them, and then the fewest and least of them; rather that than
        // stand far from its place.
        bool marker = false;
        bool operator==(const Obstacle &) const = default;
    };

    explicit LabelLayout(QObject *parent = nullptr);

    QVariantList labels() const { return m_labelsIn; }
    void setLabels(const QVariantList &labels);
    QVariantList obstacles() const { return m_obstaclesIn; }
    void setObstacles(const QVariantList &obstacles);
    QSizeF bounds() const { return m_bounds; }
    void setBounds(const QSizeF &bounds);
    qreal gap() const { return m_gap; }
    void setGap(qreal gap);
    QVariantList places() const { return m_places; }
    int placements() const { return m_placements; }
    int moved() const { return m_moved; }

    // How far (in pixels) an anchor may move, or a name's box change size, before the name is
    // placed again.
    static constexpr qreal tolerance = 2;

    // What pushing a name aside costs a name placed again, as a distance in its heights (a
    // spot further than one and a half heights from its anchor costs 20 a pixel): a name pushes
    // another only when it would otherwise stand half a height further out than that.
    static constexpr qreal pushAside = 10;

    // The placement itself: one top-left point per label. `fixed`, when given (one entry per
    // label), holds the labels that stay where they are (the others are placed round them);
    // with `pushAside` > 0 a label placed may cover one of them at that cost (times its height)
    // instead of as a wall.
    static std::vector<QPointF> place(const std::vector<Label> &labels,
                                      const std::vector<Obstacle> &obstacles, const QRectF &bounds,
                                      qreal gap,
                                      const std::vector<std::optional<QPointF>> &fixed = {},
                                      qreal pushAside = 0);
    // The area of the hard obstacles under a label's box (less half a pixel on each side, the
    // anti-aliasing).
    static qreal hardUnder(size_t label, const QRectF &box, const std::vector<Obstacle> &obstacles);
    // The area of `box` an obstacle covers.
    static qreal covered(const QRectF &box, const Obstacle &obstacle);

Q_SIGNALS:
    void labelsChanged();
    void obstaclesChanged();
    void boundsChanged();
    void gapChanged();
    void placesChanged();

private:
    // Places the names again at the end of this turn of the event loop (once, whatever else
    // changes before then).
    void schedule();
    void update();
    // Takes `next` for `current` and schedules a placement, unless they are the same.
    template <typename T>
    bool replace(std::vector<T> &current, std::vector<T> next);

    QVariantList m_labelsIn;
    QVariantList m_obstaclesIn;
    std::vector<Label> m_labels;
    std::vector<Obstacle> m_obstacles;
    QSizeF m_bounds;
    qreal m_gap = 2;
    QVariantList m_places;
    // Each name as it was placed: its box's centre relative to its anchor's centre, what it
    // was placed for (its anchor and size then) and the hard obstacles under it then.
    struct Held
    {
        QPointF offset;
        Label placedFor;
        qreal hardUnder = 0;
    };
    std::vector<Held> m_held;
    qreal m_heldGap = -1;
    // The obstacles as they were at the last placement (a name over an empty place's marker
    // tries again only when something near its place changed since).
    std::vector<Obstacle> m_triedWith;
    int m_moved = 0;
    int m_placements = 0;
    bool m_scheduled = false;
};
