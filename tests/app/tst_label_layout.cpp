// SPDX-License-Identifier: GPL-3.0-or-later
// LabelLayout: names placed clear of their anchors, the obstacles and each other, on their
// preferred side when it is free, inside the board; over an empty place (a soft obstacle)
// rather than far from what they name, never over a hard one; placed once for what they are
// placed from, not again when the same names and obstacles are given anew; and standing still:
// carried along with their anchors by a small resize, placed again only when something now lies
// under them; over an empty place's marker only when no spot near their place is free of it.
#include "layout/label_layout.h"

#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

qreal overlap(const QRectF &a, const QRectF &b)
{
    const QRectF r = a.intersected(b);
    return r.isEmpty() ? 0 : r.width() * r.height();
}

QVariantMap labelValue(const QRectF &anchor, const QSizeF &size)
{
    return {{"anchor", anchor}, {"size", size}, {"side", QPointF(0, 1)}};
}

} // namespace

class TestLabelLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A free board: each name right under what it names.
    void preferredSideWhenFree()
    {
        const std::vector<LabelLayout::Label> labels{{{100, 100, 20, 20}, {60, 14}, {0, 1}},
                                                     {{300, 100, 20, 20}, {60, 14}, {1, 0}}};
        const auto at =
            LabelLayout::place(labels, {labels[0].anchor, labels[1].anchor}, {0, 0, 500, 400}, 2);
        QCOMPARE(at.size(), size_t(2));
        QCOMPARE(at[0], QPointF(80, 122));  // centred under, 2 px below
        QCOMPARE(at[1], QPointF(322, 103)); // to the right, centred
    }

    // A crowded row of markers with a wall of obstacles under it and names wider than the
    // room between the markers: no name under another, an obstacle or beyond the board.
    void crowdedNamesClear()
    {
        std::vector<LabelLayout::Label> labels;
        std::vector<LabelLayout::Obstacle> obstacles;
        for (int i = 0; i < 12; ++i) {
            const QRectF anchor(40 + i * 36, 200, 24, 24);
            labels.push_back({anchor, {70, 15}, {0, 1}});
            obstacles.push_back(anchor);
            obstacles.push_back(QRectF(anchor.x(), 226, 24, 30));
        }
        const QRectF bounds(0, 0, 520, 420);
        const auto at = LabelLayout::place(labels, obstacles, bounds, 2);
        for (size_t i = 0; i < labels.size(); ++i) {
            const QRectF r(at[i], labels[i].size);
            QVERIFY2(bounds.contains(r), qPrintable(QString::number(i)));
            for (const LabelLayout::Obstacle &o : obstacles)
                QCOMPARE(overlap(r, o.rect), 0.0);
            for (size_t j = i + 1; j < labels.size(); ++j)
                QCOMPARE(overlap(r, QRectF(at[j], labels[j].size)), 0.0);
        }
    }

    // A marker in a field of empty places (where pieces may stand, none stands now: soft)
    // with a piece right under it (hard): the name goes beside the marker over the empty
    // places, not out of the field (60 px away), and never over the piece or the marker.
    void softObstaclesCoveredRatherThanFar()
    {
        const QRectF anchor(200, 200, 20, 20), piece(180, 222, 60, 20);
        const std::vector<LabelLayout::Label> labels{{anchor, {60, 14}, {0, 1}}};
        const std::vector<LabelLayout::Obstacle> obstacles{
            {anchor}, {piece}, {{140, 140, 140, 140}, true}};
        const auto at = LabelLayout::place(labels, obstacles, {0, 0, 500, 400}, 2);
        const QRectF r(at[0], labels[0].size);
        QCOMPARE(overlap(r, anchor), 0.0);
        QCOMPARE(overlap(r, piece), 0.0);
        const qreal dx = std::max({0.0, anchor.left() - r.right(), r.left() - anchor.right()});
        const qreal dy = std::max({0.0, anchor.top() - r.bottom(), r.top() - anchor.bottom()});
        QVERIFY2(std::hypot(dx, dy) <= 14 * 1.5,
                 qPrintable(QStringLiteral("%1 px from its marker").arg(std::hypot(dx, dy))));

        // Nothing hard in the way: touching its marker (at the gap), over the empty places.
        const auto free = LabelLayout::place(labels, {{anchor}, {{140, 140, 140, 140}, true}},
                                             {0, 0, 500, 400}, 2);
        const QRectF f(free[0], labels[0].size);
        QCOMPARE(overlap(f, anchor), 0.0);
        QVERIFY2(f.top() <= anchor.bottom() + 2 && f.bottom() >= anchor.top() - 2,
                 qPrintable(QStringLiteral("%1, %2").arg(f.x()).arg(f.y())));
    }

    // From QML: {rect, soft} objects. A piece comes to stand on one name's spot: that name
    // moves off it, the other, far from it, stays where it was.
    void piecesMoveOnlyTheNamesInTheirWay()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        const QVariantList labels{labelValue({40, 40, 20, 20}, {40, 12}),
                                  labelValue({200, 40, 20, 20}, {40, 12})};
        const QVariantMap field{{"rect", QRectF(0, 0, 300, 200)}, {"soft", true}};
        layout.setLabels(labels);
        layout.setObstacles({QRectF(40, 40, 20, 20), QRectF(200, 40, 20, 20), field});
        layout.setBounds({300, 200});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.places().at(0).toPointF(), QPointF(30, 62));
        QCOMPARE(layout.places().at(1).toPointF(), QPointF(190, 62));

        const QVariantMap piece{{"rect", QRectF(30, 62, 40, 20)}, {"soft", false}};
        layout.setObstacles({QRectF(40, 40, 20, 20), QRectF(200, 40, 20, 20), field, piece});
        QVERIFY(placed.wait(1000));
        const QRectF moved(layout.places().at(0).toPointF(), QSizeF(40, 12));
        QCOMPARE(overlap(moved, QRectF(30, 62, 40, 20)), 0.0);
        QCOMPARE(layout.places().at(1).toPointF(), QPointF(190, 62));
    }

    // Placed once for all the changes of one turn of the event loop; the same names, obstacles
    // and size again (a board evaluated anew at a move) place nothing.
    // A piece set all round a name's place pushes the name far away; while it stands there the
    // name stays put (another piece coming and going elsewhere moves nothing); once it leaves,
    // the name comes back next to its place (it stayed far before: nothing lay under it). The
    // other name, near its own place all along, never moves.
    void farNameComesBackWhenTheWayIsFree()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        const QRectF anchor(200, 200, 20, 20), other(420, 60, 20, 20);
        layout.setLabels({labelValue(anchor, {60, 14}), labelValue(other, {40, 12})});
        const auto hard = [](const QRectF &r) {
            return QVariant(QVariantMap{{"rect", r}, {"soft", false}});
        };
        const QVariantList plain{QVariant(anchor), QVariant(other)};
        layout.setObstacles(plain);
        layout.setBounds({500, 400});
        QVERIFY(placed.wait(1000));
        const QPointF otherAt = layout.places().at(1).toPointF();
        const auto gapOf = [&] {
            const QRectF r(layout.places().at(0).toPointF(), QSizeF(60, 14));
            const qreal dx = std::max({0.0, anchor.left() - r.right(), r.left() - anchor.right()});
            const qreal dy = std::max({0.0, anchor.top() - r.bottom(), r.top() - anchor.bottom()});
            return std::hypot(dx, dy);
        };
        QVERIFY2(gapOf() <= 14 * 1.5, qPrintable(QString::number(gapOf())));

        // A piece round the place: the name is pushed out of it.
        QVariantList walled = plain;
        walled.append(hard({130, 150, 160, 120}));
        layout.setObstacles(walled);
        QVERIFY(placed.wait(1000));
        const QPointF pushed = layout.places().at(0).toPointF();
        QVERIFY2(gapOf() > 14 * 1.5, qPrintable(QString::number(gapOf())));

        // Another piece comes far from it: nothing nearer is free, nothing moves.
        const int placements = layout.placements();
        QVariantList busier = walled;
        busier.append(hard({20, 360, 20, 20}));
        layout.setObstacles(busier);
        QTest::qWait(50);
        QCOMPARE(layout.places().at(0).toPointF(), pushed);
        QCOMPARE(layout.places().at(1).toPointF(), otherAt);
        QCOMPARE(layout.placements(), placements);

        // The piece round the place leaves: the name comes back next to it, the other stays.
        layout.setObstacles(plain);
        QTRY_VERIFY2(gapOf() <= 14 * 1.5, qPrintable(QString::number(gapOf())));
        QCOMPARE(layout.places().at(1).toPointF(), otherAt);
        QCOMPARE(layout.moved(), 1);
    }

    void placedOncePerChange()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        const QVariantList labels{labelValue({10, 10, 20, 20}, {40, 12}),
                                  labelValue({100, 10, 20, 20}, {40, 12})};
        const QVariantList obstacles{QRectF(10, 10, 20, 20), QRectF(100, 10, 20, 20)};
        layout.setLabels(labels);
        layout.setObstacles(obstacles);
        layout.setBounds({300, 200});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 1);
        QCOMPARE(layout.places().size(), 2);
        QCOMPARE(layout.places().at(0).toPointF(), QPointF(0, 32));

        layout.setLabels(QVariantList(labels));
        layout.setObstacles(QVariantList(obstacles));
        layout.setBounds({300, 200});
        QVERIFY(!placed.wait(50));
        QCOMPARE(layout.placements(), 1);

        // A larger board, the names' anchors where they were: nothing to place.
        layout.setBounds({600, 400});
        QVERIFY(!placed.wait(50));
        QCOMPARE(layout.placements(), 1);

        // The board drawn twice as large (the anchors far from where they were): all placed.
        layout.setLabels(
            {labelValue({20, 20, 40, 40}, {40, 12}), labelValue({200, 20, 40, 40}, {40, 12})});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 2);
        QCOMPARE(layout.moved(), 2);
        QCOMPARE(layout.places().at(0).toPointF(), QPointF(20, 62));
    }

    // The names stand still: a board drawn a fraction of a pixel larger carries each name
    // along with its anchor and places nothing; a piece that comes to stand under one name
    // moves that name only; the piece gone, or a piece or an empty place (soft) elsewhere,
    // nothing moves.
    void namesStandStill()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        const auto labelsAt = [](qreal scale) {
            return QVariantList{labelValue({40 * scale, 40 * scale, 20, 20}, {40, 12}),
                                labelValue({200 * scale, 40 * scale, 20, 20}, {40, 12})};
        };
        const QVariantList markers{QRectF(40, 40, 20, 20), QRectF(200, 40, 20, 20)};
        layout.setLabels(labelsAt(1));
        layout.setObstacles(markers);
        layout.setBounds({300, 200});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 1);
        const QPointF first = layout.places().at(0).toPointF();
        const QPointF second = layout.places().at(1).toPointF();
        QCOMPARE(first, QPointF(30, 62));
        QCOMPARE(second, QPointF(190, 62));

        // 0.3 % larger: the anchors move by 0.12 and 0.6 px, the names with them.
        const qreal scale = 1.003;
        layout.setLabels(labelsAt(scale));
        layout.setObstacles(
            {QRectF(40 * scale, 40 * scale, 20, 20), QRectF(200 * scale, 40 * scale, 20, 20)});
        layout.setBounds({300 * scale, 200 * scale});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 1);
        QCOMPARE(layout.places().at(0).toPointF(), first + QPointF(40, 40) * (scale - 1));
        QCOMPARE(layout.places().at(1).toPointF(), second + QPointF(200, 40) * (scale - 1));

        // A piece under the first name: it moves, off the piece; the second stays.
        layout.setLabels(labelsAt(1));
        layout.setBounds({300, 200});
        const QRectF piece(35, 60, 30, 20);
        layout.setObstacles({markers[0], markers[1], piece});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 2);
        QCOMPARE(layout.moved(), 1);
        const QPointF aside = layout.places().at(0).toPointF();
        QCOMPARE(overlap(QRectF(aside, QSizeF(40, 12)), piece), 0.0);
        QCOMPARE(layout.places().at(1).toPointF(), second);

        // The piece gone, another far from both names, an empty place under the second name:
        // nothing moves, nothing is placed.
        const QVariantMap empty{{"rect", QRectF(180, 55, 60, 30)}, {"soft", true}};
        layout.setObstacles({markers[0], markers[1], QRectF(120, 150, 30, 20), empty});
        QVERIFY(!placed.wait(50));
        QCOMPARE(layout.placements(), 2);
        QCOMPARE(layout.places().at(0).toPointF(), aside);
        QCOMPARE(layout.places().at(1).toPointF(), second);
    }

    // A name boxed in near the board's edge (Tokaido Duo's Tokushima at 1024x640): walls on
    // two sides, the edge on the third, and under it the marker of an empty place (no
    // piece on it, not to be chosen). The name covers the marker rather than stand far from what
    // it names, and never a wall; it stays there while something elsewhere changes, and moves
    // off the marker once it is no longer empty (a piece on it, lit to be chosen: hard). With a
    // spot near its place free of every marker, it takes that spot instead.
    void emptyMarkerCoveredRatherThanFar()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        const QRectF anchor(430, 200, 20, 20), disc(400, 224, 28, 24);
        const QSizeF name(60, 14);
        const QRectF left(300, 170, 128, 50), top(380, 150, 80, 48), bottom(300, 250, 160, 100);
        const auto markerOf = [](const QRectF &r, bool empty) {
            return QVariant(QVariantMap{{"rect", r}, {"marker", empty}});
        };
        const QVariantList walls{anchor, left, top, bottom};
        layout.setLabels({labelValue(anchor, name)});
        layout.setObstacles(walls + QVariantList{markerOf(disc, true)});
        layout.setBounds({460, 400});
        QVERIFY(placed.wait(1000));
        const auto gapOf = [&](const QRectF &r) {
            const qreal dx = std::max({0.0, anchor.left() - r.right(), r.left() - anchor.right()});
            const qreal dy = std::max({0.0, anchor.top() - r.bottom(), r.top() - anchor.bottom()});
            return std::hypot(dx, dy);
        };
        const QRectF over(layout.places().at(0).toPointF(), name);
        QVERIFY2(gapOf(over) <= 14 * 1.5,
                 qPrintable(QStringLiteral("%1 px from its marker, at %2, %3")
                                .arg(gapOf(over))
                                .arg(over.x())
                                .arg(over.y())));
        const QRectF inner = over.adjusted(0.5, 0.5, -0.5, -0.5);
        for (const QRectF &wall : {anchor, left, top, bottom})
            QCOMPARE(overlap(inner, wall), 0.0);
        QVERIFY(LabelLayout::covered(inner, {disc, true, -1, true}) > 0);
        QVERIFY(QRectF(0, 0, 460, 400).contains(over));

        // A piece comes to stand far from it: the name stays where it is.
        const int placements = layout.placements();
        layout.setObstacles(walls + QVariantList{markerOf(disc, true), QRectF(20, 20, 20, 20)});
        QVERIFY(!placed.wait(50));
        QCOMPARE(layout.placements(), placements);
        QCOMPARE(layout.places().at(0).toPointF(), over.topLeft());

        // The place is no longer empty (a piece on it, or lit to be chosen): the name leaves it.
        layout.setObstacles(walls + QVariantList{markerOf(disc, false)});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), placements + 1);
        const QRectF off(layout.places().at(0).toPointF(), name);
        QCOMPARE(LabelLayout::covered(off.adjusted(0.5, 0.5, -0.5, -0.5), {disc}), 0.0);

        // A spot near the name's place free of the marker (the far side, no wall above): taken
        // rather than the marker on the preferred side.
        const auto free = LabelLayout::place(
            {{{200, 200, 20, 20}, name, {0, 1}}},
            {{{200, 200, 20, 20}}, {{190, 222, 40, 20}, true, -1, true}}, {0, 0, 460, 400}, 2);
        QCOMPARE(LabelLayout::covered(QRectF(free[0], name).adjusted(0.5, 0.5, -0.5, -0.5),
                                      {{190, 222, 40, 20}, true, -1, true}),
                 0.0);
    }

    // What belongs to a name's own place (the glow of a place lit to be chosen, given with
    // `of`) is no obstacle to that name, and is to the others.
    void ownGlowNoObstacle()
    {
        LabelLayout layout;
        QSignalSpy placed(&layout, &LabelLayout::placesChanged);
        layout.setLabels({labelValue({40, 40, 20, 20}, {40, 12})});
        layout.setObstacles({QRectF(40, 40, 20, 20)});
        layout.setBounds({300, 200});
        QVERIFY(placed.wait(1000));
        const QPointF at = layout.places().at(0).toPointF();
        const QVariantMap glow{{"rect", QRectF(34, 34, 32, 32)}, {"of", 0}};
        layout.setObstacles({QRectF(40, 40, 20, 20), glow});
        QVERIFY(!placed.wait(50));
        QCOMPARE(layout.places().at(0).toPointF(), at);
        const QVariantMap other{{"rect", QRectF(34, 34, 32, 32)}, {"of", 1}};
        layout.setObstacles({QRectF(40, 40, 20, 20), other});
        QVERIFY(placed.wait(1000));
        QCOMPARE(overlap(QRectF(layout.places().at(0).toPointF(), QSizeF(40, 12)),
                         QRectF(34.5, 34.5, 31, 31)),
                 0.0);
    }
};

QTEST_GUILESS_MAIN(TestLabelLayout)
#include "tst_label_layout.moc"
