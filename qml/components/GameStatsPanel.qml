// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The launcher's record of the chosen game (Statistics, kept in the user's data folder):
// "Played 12 · Won 5", then per computer strength or rules seat level "Easy 3/4 · Normal 2/6"
// (won/played). Two small lines at most, so that it fits beside the Start button.
Item {
    id: panel
    property string gameId: ""
    // The game's rules seat as the catalog gives it ({count, defaultLevel, levels, name}),
    // for the names of its levels.
    property var rulesSeat: null

    readonly property var stats: {
        Statistics.revision
        return gameId !== "" ? Statistics.forGame(gameId) : ({ played: 0, won: 0, hotSeat: 0, opponents: [] })
    }
    function opponentName(entry) {
        if (entry.kind === "rules") {
            const levels = rulesSeat && rulesSeat.levels ? rulesSeat.levels : []
            const found = levels.find(l => l.level === entry.level)
            if (found && found.name)
                return found.name
            //: Launcher statistics: a level of the game's own solo opponent without a name in the data; %1 the opponent's name from the data (Tokaido Duo: "Automa"), %2 the level's number
            return qsTr("%1, level %2").arg(rulesSeat ? rulesSeat.name : "").arg(entry.level)
        }
        switch (entry.level) {
        //: Launcher statistics: games against the easy computer ("Easy 3/4": 3 won of 4)
        case "easy": return qsTr("Easy")
        //: Launcher statistics: games against the normal computer
        case "normal": return qsTr("Normal")
        //: Launcher statistics: games against the strong computer
        case "strong": return qsTr("Strong")
        }
        return entry.level
    }
    readonly property string summary: {
        if (stats.played === 0)
            //: Launcher statistics of the chosen game before its first finished game
            return qsTr("No finished games yet")
        //: Launcher statistics of the chosen game: games finished with a person at the table
        const parts = [qsTr("Played %n", "", stats.played),
                       //: Launcher statistics: games the person won (alone against the computer)
                       qsTr("Won %n", "", stats.won)]
        if (stats.hotSeat > 0)
            //: Launcher statistics: games played by several people at one screen
            parts.push(qsTr("Hot-seat %n", "", stats.hotSeat))
        return Theme.joinParts(parts)
    }
    readonly property string byLevel: Theme.joinParts(stats.opponents.map(
        //: Launcher statistics per opponent: %1 the computer's strength or the level of the game's own solo opponent, %2 games won, %3 games played ("Easy 3/4")
        e => qsTr("%1 %2/%3").arg(opponentName(e)).arg(e.won).arg(e.played)))

    implicitWidth: Math.max(summaryText.implicitWidth, levelText.implicitWidth)
    implicitHeight: column.implicitHeight
    Accessible.role: Accessible.StaticText
    Accessible.ignored: !visible
    Accessible.name: byLevel !== "" ? summary + ". " + byLevel : summary

    Column {
        id: column
        width: panel.width
        anchors.verticalCenter: parent.verticalCenter
        spacing: 1
        Text {
            id: summaryText
            objectName: "statsSummary"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: panel.summary
            font.pixelSize: 13
            font.bold: panel.stats.played > 0
            color: panel.stats.played > 0 ? Theme.ink : Theme.inkFaint
            // Two lines rather than a cut sentence in a narrow panel (Spanish, French).
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Text {
            id: levelText
            objectName: "statsByLevel"
            width: parent.width
            visible: text !== ""
            horizontalAlignment: Text.AlignHCenter
            text: panel.byLevel
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
    }
}
