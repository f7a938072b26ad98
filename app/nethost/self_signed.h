// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// A certificate a host makes for itself (docs/network.md, "TLS at a table the app hosts"): a
// new P-256 (EC) key and an X.509 certificate signed with it, for `commonName`, valid from a
// day ago for ten years, both PEM. Nobody vouches for it: a joiner trusts it by its SHA-256
// fingerprint, which the invitation carries. Made with the OpenSSL library Qt's own TLS backend
// uses (libssl3). False and *error (English) when OpenSSL fails.
bool makeSelfSignedCertificate(const QString &commonName, QByteArray *certificatePem,
                               QByteArray *keyPem, QString *error);
