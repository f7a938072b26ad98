// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QQuickPaintedItem>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// Many small boxes painted as one item: each a rounded rectangle (its fill and border), an ink
// picture inside it (an image://ink/ URL of InkPictures) and a short centred text, all optional.
// A board draws its fixed faces with it (the ring spaces of Tokaido Duo's island, the cells of a
// player's tracks) instead of a Rectangle, a Glyph and a Text for each, which a table's first
// frame paid for one by one (each an item to create, bind, lay out and draw).
//
// It draws only: QML gives the boxes, from what the bridge already gives; what may be clicked
// stays an item of its own (TableTarget, MoveTarget) placed over its box.
//
// `tiles` is a list of objects, each one box:
//   x, y, w, h            where, in the item (pixels)
//   radius                its corners (0 by default)
//   fill                  its colour (none by default)
//   border, borderWidth   its border's colour (none by default) and width (1 by default)
//   picture               an InkPictures URL, drawn in the box less `margin` on each side (the
//   margin                square of the shorter side, centred, as a Glyph draws it)
//   text, colour          a text centred in the box, in that colour (the item's `font` family
//   size, bold, family    unless `family` names another; `size` in pixels)
//   align                 "topLeft": the text from the box's top left corner instead
class InkTiles : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList tiles READ tiles WRITE setTiles NOTIFY tilesChanged)
    // The pictures the tiles show, "URL@WxH" each (as an Image shows an ink picture at its
    // sourceSize), for the tests that count what a table paints.
    Q_PROPERTY(QStringList pictures READ pictures NOTIFY tilesChanged)

public:
    explicit InkTiles(QQuickItem *parent = nullptr);

    QVariantList tiles() const { return m_tiles; }
    void setTiles(const QVariantList &tiles);
    QStringList pictures() const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void tilesChanged();

private:
    QVariantList m_tiles;
};
