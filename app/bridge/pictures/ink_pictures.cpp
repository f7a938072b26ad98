// SPDX-License-Identifier: GPL-3.0-or-later
#include "ink_pictures.h"

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QQmlEngine>
#include <QQuickImageProvider>
#include <QQuickWindow>
#include <QRadialGradient>
#include <QtMath>
#include <atomic>

namespace {

const QString providerId = QStringLiteral("ink");
std::atomic<int> paintedPictures{0};

class InkImageProvider : public QQuickImageProvider
{
public:
    InkImageProvider() : QQuickImageProvider(QQuickImageProvider::Image) {}
    QImage requestImage(const QString &id, QSize *size, const QSize &requestedSize) override
    {
        QImage image = InkPictures::paint(id, requestedSize);
        if (size)
            *size = image.size();
        return image;
    }
};

QList<qreal> numbers(QStringView text)
{
    QList<qreal> out;
    for (QStringView part : text.split(QLatin1Char(',')))
        out.append(part.toDouble());
    return out;
}

QColor colourOf(QStringView token, const QList<QColor> &palette)
{
    if (token.size() == 1 && token.front().isDigit())
        return palette.value(token.front().digitValue(), QColor(Qt::black));
    bool ok = false;
    const uint argb = token.toUInt(&ok, 16);
    return ok ? QColor::fromRgba(argb) : QColor(Qt::black);
}

} // namespace

InkPictures::InkPictures(QObject *parent) : QObject(parent) {}

InkPictures *InkPictures::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    if (qmlEngine && !qmlEngine->imageProvider(providerId))
        qmlEngine->addImageProvider(providerId, new InkImageProvider);
    return new InkPictures;
}

void InkPictures::holdUntilNextFrame(QQuickWindow *window)
{
    if (!window)
        return;
    if (m_holds++ == 0)
        Q_EMIT readyChanged();
    // Released once, by whichever comes first: the next frame's polish, or the window's end.
    auto *released = new QObject(this);
    const auto releaseOnce = [this, released] {
        if (released->property("done").toBool())
            return;
        released->setProperty("done", true);
        released->deleteLater();
        release();
    };
    connect(window, &QQuickWindow::afterAnimating, released, releaseOnce, Qt::DirectConnection);
    connect(window, &QObject::destroyed, released, releaseOnce);
}

void InkPictures::release()
{
    if (m_holds > 0 && --m_holds == 0)
        Q_EMIT readyChanged();
}

QString InkPictures::source(const QSizeF &viewBox, const QVariantList &palette,
                            const QString &drawing) const
{
    QStringList colours;
    for (const QVariant &colour : palette)
        colours.append(colour.value<QColor>().name(QColor::HexArgb).mid(1));
    return QStringLiteral("image://ink/%1,%2/%3/%4")
        .arg(viewBox.width())
        .arg(viewBox.height())
        .arg(colours.join(QLatin1Char(',')), drawing);
}

int InkPictures::paintedCount() const
{
    return paintedPictures.load();
}

QImage InkPictures::paint(const QString &id, const QSize &requested)
{
    ++paintedPictures;
    // <width>,<height>/<colour>,<colour>…/<drawing>
    const QStringView all(id);
    const qsizetype first = all.indexOf(QLatin1Char('/'));
    const qsizetype second = first < 0 ? -1 : all.indexOf(QLatin1Char('/'), first + 1);
    if (second < 0)
        return {};
    const QList<qreal> box = numbers(all.first(first));
    const qreal boxWidth = box.value(0, 100), boxHeight = box.value(1, 100);
    QList<QColor> palette;
    for (QStringView colour :
         all.sliced(first + 1, second - first - 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
        palette.append(colourOf(colour, {}));
    const QSize size = requested.isValid() && !requested.isEmpty()
                           ? requested
                           : QSize(qCeil(boxWidth), qCeil(boxHeight));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (boxWidth <= 0 || boxHeight <= 0)
        return image;

    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(size.width() / boxWidth, size.height() / boxHeight);
    // (The fill rule is set when filling: setting it on an empty path gives it a first
    // element, and an arc would then be joined to (0, 0) instead of beginning the path.)
    QPainterPath path;
    QPen pen(Qt::black, 1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    QBrush fill(Qt::black);
    for (QStringView token : all.sliced(second + 1).split(QLatin1Char('_'), Qt::SkipEmptyParts)) {
        const QChar op = token.front();
        const QStringView rest = token.sliced(1);
        const QList<qreal> n =
            op.isUpper() && op != u'B' && op != u'S' && op != u'F' && op != u'Z' && op != u'K'
                ? numbers(rest)
                : QList<qreal>{};
        const auto have = [&](qsizetype count) { return n.size() >= count; };
        switch (op.unicode()) {
        case 'B':
            path = QPainterPath();
            break;
        case 'M':
            if (have(2))
                path.moveTo(n[0], n[1]);
            break;
        case 'L':
            if (have(2))
                path.lineTo(n[0], n[1]);
            break;
        case 'Q':
            if (have(4))
                path.quadTo(n[0], n[1], n[2], n[3]);
            break;
        case 'C':
            if (have(6))
                path.cubicTo(n[0], n[1], n[2], n[3], n[4], n[5]);
            break;
        case 'A':
            if (have(5)) {
                // A canvas arc: clockwise on the screen from a0 to a1 (a whole turn at most);
                // QPainterPath's angles turn the other way, in degrees.
                const QRectF r(n[0] - n[2], n[1] - n[2], 2 * n[2], 2 * n[2]);
                const qreal start = -qRadiansToDegrees(n[3]);
                const qreal sweep = -qMin(360.0, qRadiansToDegrees(n[4] - n[3]));
                if (path.elementCount() == 0)
                    path.arcMoveTo(r, start);
                path.arcTo(r, start, sweep);
            }
            break;
        case 'E':
            if (have(4))
                path.addEllipse(QRectF(n[0], n[1], n[2], n[3]));
            break;
        case 'Z':
            path.closeSubpath();
            break;
        case 'w':
            pen.setWidthF(rest.toDouble());
            break;
        case 's':
            pen.setColor(colourOf(rest, palette));
            break;
        case 'f':
            fill = QBrush(colourOf(rest, palette));
            break;
        case 'R':
            // A radial gradient from colour n[6] at the focal circle to n[7] at the outer one
            // (the colours as eight hex digits, read from the token's own text).
            if (have(6)) {
                const QList<QStringView> parts = rest.split(QLatin1Char(','));
                QRadialGradient gradient(QPointF(n[3], n[4]), n[5], QPointF(n[0], n[1]), n[2]);
                gradient.setColorAt(0, colourOf(parts.value(6), palette));
                gradient.setColorAt(1, colourOf(parts.value(7), palette));
                fill = QBrush(gradient);
            }
            break;
        case 'c':
            // Line caps and joins, as a canvas's lineCap and lineJoin: two digits, the cap
            // (0 flat, 1 round, 2 square) and the join (0 miter, 1 round, 2 bevel).
            if (rest.size() == 2) {
                static const Qt::PenCapStyle caps[] = {Qt::FlatCap, Qt::RoundCap, Qt::SquareCap};
                static const Qt::PenJoinStyle joins[] = {Qt::MiterJoin, Qt::RoundJoin,
                                                         Qt::BevelJoin};
                pen.setCapStyle(caps[qBound(0, rest[0].digitValue(), 2)]);
                pen.setJoinStyle(joins[qBound(0, rest[1].digitValue(), 2)]);
            }
            break;
        case 'a':
            painter.setRenderHint(QPainter::Antialiasing, rest != u"0");
            break;
        case 'K':
            path.setFillRule(Qt::WindingFill);
            painter.setClipPath(path, Qt::IntersectClip);
            break;
        case '{':
            painter.save();
            break;
        case '}':
            painter.restore();
            break;
        case 'S':
            painter.strokePath(path, pen);
            break;
        case 'F':
            path.setFillRule(Qt::WindingFill);
            painter.fillPath(path, fill);
            break;
        case 'G':
            if (have(4))
                painter.fillRect(QRectF(n[0], n[1], n[2], n[3]), fill);
            break;
        case 'H':
            if (have(4)) {
                QPainterPath rect;
                rect.addRect(QRectF(n[0], n[1], n[2], n[3]));
                painter.strokePath(rect, pen);
            }
            break;
        default:
            break;
        }
    }
    return image;
}
