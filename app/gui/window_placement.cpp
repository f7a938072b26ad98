// SPDX-License-Identifier: GPL-3.0-or-later
#include "window_placement.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QWindow>

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kMaximizedKey = QStringLiteral("window/maximized");
} // namespace

namespace WindowPlacement {

QRect fitted(const QRect &wanted, const QRect &available, const QSize &minimum)
{
    const QSize size = wanted.size().boundedTo(available.size()).expandedTo(minimum);
    QPoint topLeft = wanted.topLeft();
    topLeft.setX(qBound(available.left(), topLeft.x(),
                        qMax(available.left(), available.right() + 1 - size.width())));
    topLeft.setY(qBound(available.top(), topLeft.y(),
                        qMax(available.top(), available.bottom() + 1 - size.height())));
    return {topLeft, size};
}

QRect initial(const QSize &minimum, const QSize &preferred)
{
    const QRect saved = QSettings().value(kGeometryKey).toRect();
    // The screen the window was last on, if it is still connected.
    QScreen *screen = nullptr;
    if (saved.isValid()) {
        for (QScreen *candidate : QGuiApplication::screens()) {
            if (candidate->availableGeometry().intersects(saved)) {
                screen = candidate;
                break;
            }
        }
    }
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(QPoint(0, 0), preferred);
    if (screen && saved.isValid() && screen->availableGeometry().intersects(saved))
        return fitted(saved, available, minimum);
    QRect first(QPoint(0, 0), preferred.boundedTo(available.size()));
    first.moveCenter(available.center());
    return fitted(first, available, minimum);
}

void restoreAndRemember(QWindow *window, const QSize &preferred)
{
    window->setGeometry(initial(window->minimumSize(), preferred));
    if (QSettings().value(kMaximizedKey).toBool())
        window->showMaximized();
    const auto save = [window] {
        QSettings settings;
        const bool maximized = window->windowStates().testFlag(Qt::WindowMaximized);
        settings.setValue(kMaximizedKey, maximized);
        // A maximized window keeps the size it had before, for when it is restored.
        if (!maximized)
            settings.setValue(kGeometryKey, window->geometry());
    };
    // Saved a moment after every move or resize (not only at a clean quit, which a closed
    // session or a killed process never reaches), and once more at quit.
    auto *pending = new QTimer(window);
    pending->setSingleShot(true);
    pending->setInterval(500);
    QObject::connect(pending, &QTimer::timeout, window, save);
    const auto later = [pending] { pending->start(); };
    QObject::connect(window, &QWindow::xChanged, pending, later);
    QObject::connect(window, &QWindow::yChanged, pending, later);
    QObject::connect(window, &QWindow::widthChanged, pending, later);
    QObject::connect(window, &QWindow::heightChanged, pending, later);
    QObject::connect(window, &QWindow::windowStateChanged, pending, later);
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, window, save);
}

} // namespace WindowPlacement
