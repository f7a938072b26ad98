// SPDX-License-Identifier: GPL-3.0-or-later
#include "ink_tiles.h"

#include "ink_pictures.h"

#include <QCache>
#include <QColor>
#include <QFont>
#include <QImage>
#include <QMutex>
#include <QPainter>
#include <QtMath>

namespace {

QColor colourOf(const QVariant &value)
{
    if (!value.isValid())
        return {};
    if (value.metaType() == QMetaType::fromType<QColor>())
        return value.value<QColor>();
    return QColor(value.toString());
}

// The pictures the tiles of every board show, each painted once per URL and size and shared
// (they are small: a ring space's glyph, a track's cell), as the image cache shares an Image's.
QImage picture(const QString &url, const QSize &size)
{
    static QMutex mutex;
    static QCache<QString, QImage> cache(4 * 1024); // KiB
    const QString key = url + QLatin1Char('@') + QString::number(size.width()) + QLatin1Char('x') +
                        QString::number(size.height());
    QMutexLocker locker(&mutex);
    if (const QImage *cached = cache.object(key))
        return *cached;
    static const QString prefix = QStringLiteral("image://ink/");
    QImage image = InkPictures::paint(url.startsWith(prefix) ? url.mid(prefix.size()) : url, size);
    cache.insert(key, new QImage(image), qMax<qsizetype>(1, image.sizeInBytes() / 1024));
    return image;
}

// A box of `size` with its fill and border, as a Rectangle draws it (the border inside its
// edge), painted once per look and size and shared like the pictures.
QImage boxPicture(const QSizeF &size, qreal radius, const QColor &fill, const QColor &border,
                  qreal width)
{
    static QMutex mutex;
    static QCache<QString, QImage> cache(2 * 1024); // KiB
    const QString key = QStringLiteral("%1,%2,%3,%4,%5,%6")
                            .arg(size.width(), 0, 'f', 2)
                            .arg(size.height(), 0, 'f', 2)
                            .arg(radius, 0, 'f', 2)
                            .arg(fill.isValid() ? fill.name(QColor::HexArgb) : QString())
                            .arg(border.name(QColor::HexArgb))
                            .arg(width, 0, 'f', 2);
    QMutexLocker locker(&mutex);
    if (const QImage *cached = cache.object(key))
        return *cached;
    QImage image(qCeil(size.width()), qCeil(size.height()), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF inner =
            QRectF(QPointF(0, 0), size).adjusted(width / 2, width / 2, -width / 2, -width / 2);
        const qreal innerRadius = qMax(0.0, radius - width / 2);
        painter.setPen(width > 0 ? QPen(border, width) : QPen(Qt::NoPen));
        painter.setBrush(fill.isValid() ? QBrush(fill) : QBrush(Qt::NoBrush));
        painter.drawRoundedRect(inner, innerRadius, innerRadius);
    }
    cache.insert(key, new QImage(image), qMax<qsizetype>(1, image.sizeInBytes() / 1024));
    return image;
}

// Where a tile's picture is drawn (the square of the shorter side of its box less its margin,
// centred) and the size it is painted at (that side rounded up), as a Glyph's Image with
// PreserveAspectFit shows it.
struct PicturePlace
{
    QRectF square;
    int side = 0;
};
PicturePlace picturePlace(const QVariantMap &tile, const QRectF &box)
{
    const qreal margin = tile.value(QStringLiteral("margin")).toReal();
    const QRectF area = box.adjusted(margin, margin, -margin, -margin);
    const qreal shown = qMin(area.width(), area.height());
    return {QRectF(area.center().x() - shown / 2, area.center().y() - shown / 2, shown, shown),
            qCeil(shown)};
}

QRectF boxOf(const QVariantMap &tile)
{
    return QRectF(
        tile.value(QStringLiteral("x")).toReal(), tile.value(QStringLiteral("y")).toReal(),
        tile.value(QStringLiteral("w")).toReal(), tile.value(QStringLiteral("h")).toReal());
}

} // namespace

InkTiles::InkTiles(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void InkTiles::setTiles(const QVariantList &tiles)
{
    if (tiles == m_tiles)
        return;
    m_tiles = tiles;
    update();
    Q_EMIT tilesChanged();
}

QStringList InkTiles::pictures() const
{
    QStringList out;
    for (const QVariant &entry : m_tiles) {
        const QVariantMap tile = entry.toMap();
        const QString url = tile.value(QStringLiteral("picture")).toString();
        const QRectF box = boxOf(tile);
        const int side = picturePlace(tile, box).side;
        if (!url.isEmpty() && box.width() > 0 && box.height() > 0 && side > 1)
            out.append(url + QLatin1Char('@') + QString::number(side) + QLatin1Char('x') +
                       QString::number(side));
    }
    out.removeDuplicates();
    return out;
}

void InkTiles::paint(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    for (const QVariant &entry : std::as_const(m_tiles)) {
        const QVariantMap tile = entry.toMap();
        const QRectF box = boxOf(tile);
        if (box.width() <= 0 || box.height() <= 0)
            continue;
        // The box, as a Rectangle draws it: the border inside its edge, the corners at most
        // half its shorter side (painted once per look and size, as a Rectangle's own picture is:
        // a board's cells are mostly alike).
        const QColor fill = colourOf(tile.value(QStringLiteral("fill")));
        const QColor border = colourOf(tile.value(QStringLiteral("border")));
        if ((fill.isValid() && fill.alpha() > 0) || (border.isValid() && border.alpha() > 0)) {
            const qreal width = border.isValid() && border.alpha() > 0
                                    ? tile.value(QStringLiteral("borderWidth"), 1.0).toReal()
                                    : 0.0;
            const qreal radius = qBound(0.0, tile.value(QStringLiteral("radius")).toReal(),
                                        qMin(box.width(), box.height()) / 2);
            painter->drawImage(box.topLeft(), boxPicture(box.size(), radius, fill, border, width));
        }
        const QString url = tile.value(QStringLiteral("picture")).toString();
        if (!url.isEmpty()) {
            const PicturePlace place = picturePlace(tile, box);
            if (place.side > 1)
                painter->drawImage(place.square, picture(url, QSize(place.side, place.side)));
        }
        const QString text = tile.value(QStringLiteral("text")).toString();
        if (!text.isEmpty()) {
            QFont font = painter->font();
            const QString family = tile.value(QStringLiteral("family")).toString();
            if (!family.isEmpty())
                font.setFamily(family);
            font.setPixelSize(qMax(1, tile.value(QStringLiteral("size"), 12).toInt()));
            font.setBold(tile.value(QStringLiteral("bold")).toBool());
            painter->setFont(font);
            const QColor colour = colourOf(tile.value(QStringLiteral("colour")));
            painter->setPen(colour.isValid() ? colour : QColor(Qt::black));
            // Centred, or from the box's top left corner (as a Text at the box's place).
            const bool topLeft =
                tile.value(QStringLiteral("align")).toString() == QLatin1String("topLeft");
            painter->drawText(box, topLeft ? (Qt::AlignLeft | Qt::AlignTop) : Qt::AlignCenter,
                              text);
        }
    }
}
