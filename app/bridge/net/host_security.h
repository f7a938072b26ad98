// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "net/table_host.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

// How this app hosts a table (TableHost::Security), as the network dialog's Connections box
// last chose: kept in the settings (AppSettings::store(), "network/tls", "network/certificate",
// "network/key"), so every session reads the same choice. NetworkSession hosts with it; QML
// reaches it as GameSession.hostSecurity.
class HostSecurity : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The host's TLS choice is GameSession.hostSecurity")
    // "plain" (ws://), "self-signed" (TLS with a certificate this app makes) or "files" (TLS
    // with certificate and key, PEM files chosen by the person).
    Q_PROPERTY(QString mode READ mode WRITE setMode NOTIFY changed)
    Q_PROPERTY(QString certificate READ certificate NOTIFY changed)
    Q_PROPERTY(QString key READ key NOTIFY changed)
    // Whether a table can be hosted this way: not "files", or both files chosen.
    Q_PROPERTY(bool complete READ complete NOTIFY changed)

public:
    // The person's own files (mode "files").
    enum class File
    {
        Certificate,
        Key
    };
    Q_ENUM(File)

    explicit HostSecurity(QObject *parent = nullptr);

    // The choice as the settings keep it.
    static TableHost::Security stored();
    static bool complete(const TableHost::Security &security);

    QString mode() const;
    void setMode(const QString &mode);
    QString certificate() const { return stored().certificate; }
    QString key() const { return stored().key; }
    bool complete() const { return complete(stored()); }
    // Chooses the certificate or the key file: a path or a file:// URL (as the file dialog
    // gives it), kept as a path; "" for none.
    Q_INVOKABLE void setFile(HostSecurity::File which, const QString &file);

Q_SIGNALS:
    void changed();

private:
    static void store(const TableHost::Security &security);
};
