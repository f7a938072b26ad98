// SPDX-License-Identifier: GPL-3.0-or-later
// LabelLayout: names placed clear of their anchors, the obstacles and each other, on their
// preferred side when it is free, inside the board; and placed once for what they are placed
// from, not again when the same names and obstacles are given anew.
#include "layout/label_layout.h"

#include <QSignalSpy>
#include <QTest>

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
        std::vector<QRectF> obstacles;
        for (int i = 0; i < 12; ++i) {
            const QRectF anchor(40 + i * 36, 200, 24, 24);
            labels.push_back({anchor, {70, 15}, {0, 1}});
            obstacles.push_back(anchor);
            obstacles.push_back({anchor.x(), 226, 24, 30});
        }
        const QRectF bounds(0, 0, 520, 420);
        const auto at = LabelLayout::place(labels, obstacles, bounds, 2);
        for (size_t i = 0; i < labels.size(); ++i) {
            const QRectF r(at[i], labels[i].size);
            QVERIFY2(bounds.contains(r), qPrintable(QString::number(i)));
            for (const QRectF &o : obstacles)
                QCOMPARE(overlap(r, o), 0.0);
            for (size_t j = i + 1; j < labels.size(); ++j)
                QCOMPARE(overlap(r, QRectF(at[j], labels[j].size)), 0.0);
        }
    }

    // Placed once for all the changes of one turn of the event loop; the same names, obstacles
    // and size again (a board evaluated anew at a move) place nothing.
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

        layout.setBounds({600, 400});
        QVERIFY(placed.wait(1000));
        QCOMPARE(layout.placements(), 2);
    }
};

QTEST_GUILESS_MAIN(TestLabelLayout)
#include "tst_label_layout.moc"
