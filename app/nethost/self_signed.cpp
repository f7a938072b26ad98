// SPDX-License-Identifier: GPL-3.0-or-later
#include "self_signed.h"

#include <memory>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

namespace {
template <typename T, void (*Free)(T *)>
struct Freer
{
    void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Freer<EVP_PKEY, EVP_PKEY_free>>;
using Certificate = std::unique_ptr<X509, Freer<X509, X509_free>>;
using Number = std::unique_ptr<BIGNUM, Freer<BIGNUM, BN_free>>;

void freeBio(BIO *bio)
{
    BIO_free(bio);
}
using Bio = std::unique_ptr<BIO, Freer<BIO, freeBio>>;

QString openSslError(const char *step)
{
    char text[256] = {};
    ERR_error_string_n(ERR_get_error(), text, sizeof text);
    ERR_clear_error();
    return QStringLiteral("%1: %2").arg(QLatin1String(step), QString::fromUtf8(text));
}

QByteArray bytesOf(BIO *bio)
{
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return size > 0 ? QByteArray(data, static_cast<qsizetype>(size)) : QByteArray();
}
} // namespace

bool makeSelfSignedCertificate(const QString &commonName, QByteArray *certificatePem,
                               QByteArray *keyPem, QString *error)
{
    auto fail = [error](const char *step) {
        if (error)
            *error = openSslError(step);
        return false;
    };
    const Key key(EVP_EC_gen("P-256"));
    if (!key)
        return fail("making the key");
    const Certificate certificate(X509_new());
    const Number serial(BN_new());
    if (!certificate || !serial)
        return fail("making the certificate");
    // Version 3 (counted from 0), a random 127-bit serial number.
    if (!X509_set_version(certificate.get(), 2) ||
        !BN_rand(serial.get(), 127, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY) ||
        !BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(certificate.get())))
        return fail("the serial number");
    constexpr long kDay = 24L * 3600L;
    if (!X509_gmtime_adj(X509_getm_notBefore(certificate.get()), -kDay) ||
        !X509_gmtime_adj(X509_getm_notAfter(certificate.get()), 3650L * kDay))
        return fail("the validity");
    const QByteArray name = commonName.left(64).toUtf8();
    X509_NAME *subject = X509_get_subject_name(certificate.get());
    if (!X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8,
                                    reinterpret_cast<const unsigned char *>(name.constData()),
                                    static_cast<int>(name.size()), -1, 0) ||
        !X509_set_issuer_name(certificate.get(), subject))
        return fail("the name");
    if (!X509_set_pubkey(certificate.get(), key.get()) ||
        !X509_sign(certificate.get(), key.get(), EVP_sha256()))
        return fail("signing");
    const Bio certificateOut(BIO_new(BIO_s_mem()));
    const Bio keyOut(BIO_new(BIO_s_mem()));
    if (!certificateOut || !keyOut ||
        !PEM_write_bio_X509(certificateOut.get(), certificate.get()) ||
        !PEM_write_bio_PrivateKey(keyOut.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr))
        return fail("writing PEM");
    *certificatePem = bytesOf(certificateOut.get());
    *keyPem = bytesOf(keyOut.get());
    return true;
}
