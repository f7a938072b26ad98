// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/tokaido_duo/tokaido_duo_state.h"
#include "test_support.h"

using namespace kotatsu;
using namespace kotatsu::tokaido_duo;

class TestTokaidoDuoRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loads() { QVERIFY(test::definition("tokaido_duo")); }
};

QTEST_GUILESS_MAIN(TestTokaidoDuoRules)
#include "tst_tokaido_duo_rules.moc"
