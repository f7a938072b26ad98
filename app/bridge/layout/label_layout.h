// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

// Where to put the names on a board so that none lies under another name, an icon or a piece:
// the places of a set of names, computed from rectangles only (any board can use it). QML gives
// the names (the box each needs, the thing it names, the side it would rather be on), what
// else is drawn there (the obstacles, the places pieces may come to stand included) and the
// board's size; it reads back one top-left point per name and only draws them there.
//
// The places are computed again only when what they are placed from changes (a resize, a zoom,
// another language), once for all the changes of one turn of the event loop; setting the same
// names and obstacles again (a board whose bindings are evaluated anew at every move) costs a
// comparison, not a placement.
//
// The placement: a greedy choice over candidate spots around each name's anchor (32 sides, ten
// distances, cheapest first: the preferred side, next to the anchor), then a few passes that
// place each name again with all the others in place.
class LabelLayout : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // [{anchor: rect, size: size, side: point}] in order of importance: `anchor` the thing the
    // name names, `size` the name's box, `side` the direction it would rather be in from its
    // anchor (down: Qt.point(0, 1)).
    Q_PROPERTY(QVariantList labels READ labels WRITE setLabels NOTIFY labelsChanged)
    // [rect]: everything drawn on the board that a name must not cover (the anchors included).
    Q_PROPERTY(QVariantList obstacles READ obstacles WRITE setObstacles NOTIFY obstaclesChanged)
    // The board: a name stays inside (0, 0, width, height).
    Q_PROPERTY(QSizeF bounds READ bounds WRITE setBounds NOTIFY boundsChanged)
    // The room between a name and its anchor (and between two names).
    Q_PROPERTY(qreal gap READ gap WRITE setGap NOTIFY gapChanged)
    // One point per label, its box's top-left corner (empty until the first placement).
    Q_PROPERTY(QVariantList places READ places NOTIFY placesChanged)
    // How many placements were computed (to check that a move costs none).
    Q_PROPERTY(int placements READ placements NOTIFY placesChanged)

public:
    struct Label
    {
        QRectF anchor;
        QSizeF size;
        QPointF side{0, 1};
        bool operator==(const Label &) const = default;
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

    // The placement itself: one top-left point per label.
    static std::vector<QPointF> place(const std::vector<Label> &labels,
                                      const std::vector<QRectF> &obstacles, const QRectF &bounds,
                                      qreal gap);

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
    std::vector<QRectF> m_obstacles;
    QSizeF m_bounds;
    qreal m_gap = 2;
    QVariantList m_places;
    int m_placements = 0;
    bool m_scheduled = false;
};
