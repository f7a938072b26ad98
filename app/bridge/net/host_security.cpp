// SPDX-License-Identifier: GPL-3.0-or-later
#include "host_security.h"

#include "settings/app_settings.h"

#include <QUrl>

namespace {
using Mode = TableHost::Security::Mode;

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::SelfSigned:
        return QStringLiteral("self-signed");
    case Mode::Files:
        return QStringLiteral("files");
    case Mode::Plain:
        break;
    }
    return QStringLiteral("plain");
}

Mode modeOf(const QString &name)
{
    if (name == QLatin1String("self-signed"))
        return Mode::SelfSigned;
    if (name == QLatin1String("files"))
        return Mode::Files;
    return Mode::Plain;
}

// A file chosen in a file dialog comes as a file:// URL; the settings keep its path.
QString localPath(const QString &file)
{
    return file.startsWith(QLatin1String("file:")) ? QUrl(file).toLocalFile() : file;
}
} // namespace

HostSecurity::HostSecurity(QObject *parent) : QObject(parent) {}

TableHost::Security HostSecurity::stored()
{
    const auto settings = AppSettings::store();
    TableHost::Security security;
    security.mode = modeOf(settings->value(QStringLiteral("network/tls")).toString());
    security.certificate = settings->value(QStringLiteral("network/certificate")).toString();
    security.key = settings->value(QStringLiteral("network/key")).toString();
    return security;
}

void HostSecurity::store(const TableHost::Security &security)
{
    const auto settings = AppSettings::store();
    settings->setValue(QStringLiteral("network/tls"), modeName(security.mode));
    settings->setValue(QStringLiteral("network/certificate"), security.certificate);
    settings->setValue(QStringLiteral("network/key"), security.key);
}

bool HostSecurity::complete(const TableHost::Security &security)
{
    return security.mode != Mode::Files ||
           (!security.certificate.isEmpty() && !security.key.isEmpty());
}

QString HostSecurity::mode() const
{
    return modeName(stored().mode);
}

void HostSecurity::setMode(const QString &mode)
{
    TableHost::Security security = stored();
    if (security.mode == modeOf(mode))
        return;
    security.mode = modeOf(mode);
    store(security);
    Q_EMIT changed();
}

void HostSecurity::setFile(File which, const QString &file)
{
    TableHost::Security security = stored();
    QString &kept = which == File::Certificate ? security.certificate : security.key;
    if (kept == localPath(file))
        return;
    kept = localPath(file);
    store(security);
    Q_EMIT changed();
}
