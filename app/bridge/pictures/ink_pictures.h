// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QImage;
class QJSEngine;
class QQmlEngine;
class QQuickWindow;
class QSize;

// Small ink drawings (a board's glyphs, its pieces) painted once per look and size by QPainter
// and shared by every Image that shows them, instead of a Canvas per piece that runs its
// JavaScript and keeps its own picture (a table's first frame paid for each one).
//
// A drawing is a text in the language of a 2D canvas, one command per token, tokens joined by
// "_", numbers by ",", in the drawing's own units (its box, `viewBox`, is scaled to the image):
//   B                       begin a new path
//   Mx,y  Lx,y  Z           move, line, close the subpath
//   Qcx,cy,x,y              quadratic curve
//   Ca,b,c,d,x,y            cubic curve
//   Acx,cy,r,a0,a1          arc (radians, clockwise from the x axis, as a canvas's arc():
//                           joined to the path by a line, or begins it)
//   Ex,y,w,h                an ellipse in that box (a subpath of its own)
//   wN                      line width
//   sC  fC                  stroke and fill colour: a digit (that colour of the palette the
//                           picture is asked with) or eight hex digits (aarrggbb)
//   S  F                    stroke (round caps and joins) or fill (non-zero) the path
//   Gx,y,w,h  Hx,y,w,h      fill or stroke a rectangle (the path is kept)
//   Rx0,y0,r0,x1,y1,r1,c0,c1  the fill becomes a radial gradient, as a canvas's
//                           createRadialGradient: colour c0 (eight hex digits) on the first
//                           circle, c1 on the second
//   cCJ                     line cap C (0 flat, 1 round, 2 square) and join J (0 miter, 1 round,
//                           2 bevel); round and round until told
//   a0  a1                  antialiasing off, on (on until told)
//   K                       clip to the path (as a canvas's clip(): within what was clipped)
//   {  }                    save and restore the clip (as a canvas's save() and restore())
// Unknown tokens are ignored, so a drawing never stops a table.
//
// QML asks for `InkPictures.source(viewBox, palette, drawing)` (an image://ink/ URL) as an
// Image's source, with sourceSize the size it is shown at; the image cache keeps one picture
// per URL and size.
//
// While a page is being built its layouts settle through several sizes before the frame that
// shows it, and an Image asks for a picture at each size it is given. A page built for a window
// holds the pictures (`holdUntilNextFrame`) until that window has polished its items for its
// next frame: an Image asks for its picture only while `ready`, so each glyph is painted once,
// at the size it is drawn at, just before the frame that draws it.
class InkPictures : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Whether Images ask for their pictures now (false while a page is built for a frame).
    Q_PROPERTY(bool ready READ ready NOTIFY readyChanged)

public:
    // (Made by the QML engine, which it gives the image://ink/ provider.)
    static InkPictures *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // The URL of `drawing` drawn in a box of `viewBox` units (e.g. Qt.size(100, 100)),
    // the colours of `palette` (colour 0, 1…) used where it names them.
    Q_INVOKABLE QString source(const QSizeF &viewBox, const QVariantList &palette,
                               const QString &drawing) const;

    // Paints `drawing` (the URL's path after image://ink/) at `size`.
    static QImage paint(const QString &id, const QSize &size);

    // How many pictures have been painted since the program started (each asked for by an
    // Image whose URL and size the image cache did not hold), for the tests.
    Q_INVOKABLE int paintedCount() const;

    bool ready() const { return m_holds == 0; }
    // Holds the pictures until `window` has laid out its next frame (its items polished, just
    // before it is drawn: QQuickWindow::afterAnimating), or is gone.
    Q_INVOKABLE void holdUntilNextFrame(QQuickWindow *window);

Q_SIGNALS:
    void readyChanged();

private:
    explicit InkPictures(QObject *parent = nullptr);
    void release();

    int m_holds = 0;
};
