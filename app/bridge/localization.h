// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QTranslator>
#include <QVariant>
#include <memory>

// The UI language: lists the languages Kotatsu speaks, installs the matching Qt Linguist
// catalog and retranslates every qsTr binding when the language changes at run time.
// Data text (localized maps in YAML) is picked in QML through `language`.
class Localization : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QVariantList languages READ languages CONSTANT)
    // True while no language was chosen by name: Kotatsu speaks the system's language.
    Q_PROPERTY(bool followsSystem READ followsSystem NOTIFY languageChanged)

public:
    // Speaks initialLanguage() from the start. One per run (AppContext): it installs the
    // application's translators.
    explicit Localization(QObject *parent = nullptr);

    QString language() const { return m_language; }
    // Switches and remembers the choice for later runs.
    void setLanguage(const QString &code);
    bool followsSystem() const;
    // Forgets the chosen language: the system's (if Kotatsu speaks it, else English) now and
    // in later runs.
    Q_INVOKABLE void followSystem();
    // Switches without remembering the choice (command line, tests).
    void useForThisRun(const QString &code);
    QVariantList languages() const;

    // The language to start in: a saved choice, else the system's if supported, else English.
    static QString initialLanguage();
    // The first of the system's UI languages that Kotatsu speaks, else English.
    static QString systemLanguage();
    // Text for the current language out of a localized map {en: ..., es: ...}.
    Q_INVOKABLE QString pick(const QVariant &localized) const;

    void setEngine(QQmlEngine *engine) { m_engine = engine; }

Q_SIGNALS:
    void languageChanged();

private:
    void install(const QString &code);

    QString m_language;
    QQmlEngine *m_engine = nullptr;
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};
