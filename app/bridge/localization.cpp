// SPDX-License-Identifier: GPL-3.0-or-later
#include "localization.h"

#include "kotatsu/languages.h"
#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace {
constexpr auto kSettingsKey = "ui/language";

bool supported(const QString &code)
{
    return kotatsu::languageIndex(code.toStdString()) >= 0;
}
} // namespace

Localization::Localization(QObject *parent) : QObject(parent)
{
    install(initialLanguage());
}

QString Localization::initialLanguage()
{
    const QString saved = AppSettings::store()->value(QLatin1String(kSettingsKey)).toString();
    if (supported(saved))
        return saved;
    return systemLanguage();
}

QString Localization::systemLanguage()
{
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QString code = name.left(2).toLower();
        if (supported(code))
            return code;
    }
    return QStringLiteral("en");
}

QVariantList Localization::languages() const
{
    QVariantList list;
    for (std::size_t i = 0; i < kotatsu::kLanguageCount; ++i) {
        QVariantMap entry;
        entry.insert(QStringLiteral("code"),
                     QString::fromUtf8(kotatsu::kLanguageCodes[i].data(),
                                       static_cast<qsizetype>(kotatsu::kLanguageCodes[i].size())));
        entry.insert(
            QStringLiteral("name"),
            QString::fromUtf8(kotatsu::kLanguageNativeNames[i].data(),
                              static_cast<qsizetype>(kotatsu::kLanguageNativeNames[i].size())));
        list.append(entry);
    }
    return list;
}

bool Localization::followsSystem() const
{
    return !supported(AppSettings::store()->value(QLatin1String(kSettingsKey)).toString());
}

void Localization::setLanguage(const QString &code)
{
    if (!supported(code))
        return;
    if (code == m_language) {
        // The same language chosen by name: kept from now on, even if the system's changes.
        if (followsSystem()) {
            AppSettings::store()->setValue(QLatin1String(kSettingsKey), code);
            Q_EMIT languageChanged();
        }
        return;
    }
    install(code);
    AppSettings::store()->setValue(QLatin1String(kSettingsKey), code);
    if (m_engine)
        m_engine->retranslate();
    Q_EMIT languageChanged();
}

void Localization::followSystem()
{
    AppSettings::store()->remove(QLatin1String(kSettingsKey));
    const QString code = systemLanguage();
    if (code != m_language) {
        install(code);
        if (m_engine)
            m_engine->retranslate();
    }
    Q_EMIT languageChanged();
}

void Localization::useForThisRun(const QString &code)
{
    if (code == m_language || !supported(code))
        return;
    install(code);
    if (m_engine)
        m_engine->retranslate();
    Q_EMIT languageChanged();
}

void Localization::install(const QString &code)
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
    m_language = code;
    QLocale::setDefault(QLocale(code));
    // English too has a catalog: it holds only the plural forms of the %n messages.
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/kotatsu_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(app.get());
        m_appTranslator = std::move(app);
    }
    if (code == QLatin1String("en"))
        return;
    // Qt's own strings (standard dialogs, context menus).
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qt"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qtTranslator = std::move(qt);
    }
}

QString Localization::pick(const QVariant &localized) const
{
    const QVariantMap map = localized.toMap();
    const QString text = map.value(m_language).toString();
    return text.isEmpty() ? map.value(QStringLiteral("en")).toString() : text;
}
