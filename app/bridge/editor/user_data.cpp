// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/user_data.h"

#include "engine/user_data_dir.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace kotatsu::bridge {

namespace {
constexpr qint64 kMaxFileBytes = 1024 * 1024;

QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    if (!resolved.isEmpty())
        return resolved;
    // A file not written yet: its folder resolved, if that exists.
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? QDir::cleanPath(info.absoluteFilePath())
                            : folder + QLatin1Char('/') + info.fileName();
}
} // namespace

QString userDataDir()
{
    return QString::fromStdString(kotatsu::userDataDir());
}

QString userVariantsDir(const QString &gameId)
{
    return QString::fromStdString(kotatsu::userVariantsDir(gameId.toStdString()));
}

QString userVariantFile(const QString &gameId, const QString &id)
{
    return QString::fromStdString(kotatsu::userVariantFile(gameId.toStdString(), id.toStdString()));
}

QString editorDir()
{
    return userDataDir() + QStringLiteral("/editor");
}

bool isVariantId(const QString &id)
{
    return kotatsu::isVariantId(id.toStdString());
}

bool isInside(const QString &path, const QString &folder)
{
    if (folder.isEmpty())
        return false;
    const QString file = canonical(path);
    const QString dir = canonical(folder);
    return file == dir || file.startsWith(dir + QLatin1Char('/'));
}

bool readTextFile(const QString &path, QByteArray &out, QString *error)
{
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile()) {
        if (error)
            *error = QStringLiteral("%1: not a file").arg(path);
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    out = file.read(kMaxFileBytes + 1);
    if (out.size() > kMaxFileBytes) {
        if (error)
            *error = QStringLiteral("%1: larger than 1 MiB").arg(path);
        return false;
    }
    return true;
}

QString localPath(const QUrl &url)
{
    QString path = url.isLocalFile() ? url.toLocalFile() : url.path(QUrl::FullyDecoded);
    if (url.hasQuery())
        path += u'?' + url.query(QUrl::FullyDecoded);
    if (url.hasFragment())
        path += u'#' + url.fragment(QUrl::FullyDecoded);
    // The suffix the dialog added in front of a "#" or "?" of the typed name: "a .yaml#b.yaml"
    // was typed "a #b.yaml".
    const qsizetype nameStart = path.lastIndexOf(u'/') + 1;
    const qsizetype cut = path.indexOf(QRegularExpression(QStringLiteral("[#?]")), nameStart);
    const QString dotted = u'.' + QFileInfo(path).suffix();
    if (cut > nameStart && dotted.size() > 1 && path.endsWith(dotted) &&
        QStringView(path).first(cut).endsWith(dotted))
        path.remove(cut - dotted.size(), dotted.size());
    return path;
}

bool writeFileAtomically(const QString &path, const QByteArray &content, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = QStringLiteral("%1: the folder cannot be made").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() ||
        !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace kotatsu::bridge
