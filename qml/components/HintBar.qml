// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The hint a person asked for (Game menu → Hint, or H): while the strong computer thinks,
// that it does; then its move in words with its reason, "Play it", and × to put it away.
// The table rings the pieces of the move in gold (MoveTarget.hinted). It stands at the top of
// the side column, over the move log (GamePage), as tall as its sentence needs.
Rectangle {
    id: bar
    required property GameSession session
    // The hinted move as advice (the table's adviseMove: "Play 7", ja 「7を出しましょう」), or "".
    property string moveText: ""
    // The table: "Play it" chooses the hinted move there as a click would (so that "Confirm
    // move" asks first).
    property var table: null

    // One sentence after another: a space between them, none in Japanese (after 。).
    function joined(first, second) {
        //: Hint bar: two sentences one after the other (ja: %1%2, no space after 。)
        return qsTr("%1 %2").arg(first).arg(second)
    }
    // "Hint: Play 7." (the hinted move, before any reason), or "".
    function moveSentence() {
        const hint = session.hint
        if (hint.index === undefined)
            return ""
        //: Hint bar; %1 is the hinted move in words ("Play card 7")
        return qsTr("Hint: %1.").arg(moveText !== "" ? moveText : hint.text)
    }
    readonly property bool shown: session.hintThinking || session.hint.index !== undefined
    visible: shown && !session.reviewing
    height: visible ? content.implicitHeight + 20 : 0
    radius: 12
    color: Theme.paperLight
    border.color: Theme.gold
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    // While the forecast is still playing games, a screen reader is told the move alone: the
    // growing count would make it read the alert again after every few games. The whole
    // sentence once the forecast has finished.
    Accessible.name: session.hint.forecasting === true && !session.hintThinking
                     ? moveSentence() : hintText.text
    Accessible.ignored: !visible

    // The sentence over the whole width of the side column, the buttons under it.
    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 10
        anchors.leftMargin: 12
        spacing: 8
        Text {
            id: hintText
            objectName: "hintText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            maximumLineCount: 12
            elide: Text.ElideRight
            color: Theme.ink
            font.pixelSize: 14
            text: {
                if (bar.session.hintThinking)
                    //: Hint bar while the computer looks for a hint
                    return qsTr("The strong computer is looking for a good move…")
                const hint = bar.session.hint
                if (hint.index === undefined)
                    return ""
                const move = bar.moveSentence()
                if (hint.reason !== "winShare" && hint.reason !== "margin")
                    return move
                if (hint.forecastReady) {
                    // The forecast (kotatsu::ForecastRun): games played on from here, the
                    // person's seat played as the hint plays, the others as they really are;
                    // it goes on while the person thinks, so the count grows. The share is
                    // rounded as the number of games allows (kotatsu::shownForecastPercent),
                    // never a certainty, and the range those games are consistent with
                    // (kotatsu::forecastRangePercent) says how far to trust it.
                    const percent = hint.forecastPercent
                    if (percent >= 100)
                        //: Hint bar, after the move: a forecast when nearly all the games played on from here were won. %1% is the lowest share of wins those games are consistent with (the low end of a 95% range, 87%); %n is how many games the computer has played on from here (in its head) with this move so far, the person's later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.
                        return bar.joined(move, qsTr("If you keep following the hints, this move wins nearly every game from here (likely at least %1%; %n game(s) played out).", "", hint.forecastGames).arg(hint.forecastLow))
                    if (percent <= 0)
                        //: Hint bar, after the move: a forecast when hardly any of the games played on from here were won. %1% is the highest share of wins those games are consistent with (the high end of a 95% range, 13%); %n is how many games the computer has played on from here (in its head) with this move so far, the person's later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.
                        return bar.joined(move, qsTr("If you keep following the hints, this move wins hardly any game from here (likely at most %1%; %n game(s) played out).", "", hint.forecastGames).arg(hint.forecastHigh))
                    //: Hint bar, after the move: a forecast. %1% is the share of games the person wins from this position with this move, rounded to 5% or 10% (60%); %2% and %3% are the range of shares those games are consistent with (a 95% range, 45% to 74%); %n is how many games the computer has played on from here (in its head) with this move so far, the person's later moves made as the hints would make them, every other seat by who really plays it. The count grows while the person thinks.
                    return bar.joined(move, qsTr("If you keep following the hints, this move wins about %1% of games from here (likely %2–%3%; %n game(s) played out).", "", hint.forecastGames).arg(percent).arg(hint.forecastLow).arg(hint.forecastHigh))
                }
                if (hint.forecasting)
                    //: Hint bar, after the move, while the computer is still playing the game on from here (in its head) to forecast how often the move wins, and has played too few games to say: %n is how many games so far. The count grows while the person thinks.
                    return bar.joined(move, qsTr("Playing the game on from here to see how often this move wins: %n game(s) so far, too few to tell yet.", "", hint.forecastGames))
                //: Hint bar, after the move, the first half of why: %n is how many games the strong computer played to the end from this position (in its head), starting with this move; the person's later moves in those games were mostly chosen at random
                const played = qsTr("The strong computer played %n game(s) to the end from here with this move, your later moves mostly at random.", "", hint.playouts)
                let why
                if (hint.reason === "winShare") {
                    //: Hint bar, the second half of why: %1% is the share of those games won by the person's side (64%)
                    why = qsTr("It won about %1% of them.").arg(Math.round(hint.estimate * 100))
                } else {
                    // The share won says nothing here (about 0 % or 100 %): the score margin.
                    const points = Math.round(Math.abs(hint.margin))
                    if (points === 0)
                        //: Hint bar, the second half of why, when the games were all lost or all won: on average the person's side ended level with the best other player
                        why = qsTr("On average it finished level with the best other player.")
                    else if (hint.margin < 0)
                        //: Hint bar, the second half of why, when the games were nearly all lost: %n is how many points (the game's score) the person's side ended behind the best other player, on average
                        why = qsTr("On average it finished %n point(s) behind the best other player.", "", points)
                    else
                        //: Hint bar, the second half of why, when the games were nearly all won: %n is how many points (the game's score) the person's side ended ahead of the best other player, on average
                        why = qsTr("On average it finished %n point(s) ahead of the best other player.", "", points)
                }
                return bar.joined(bar.joined(move, played), why)
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Rectangle {
                Layout.preferredWidth: 26
                Layout.preferredHeight: 26
                radius: 13
                color: Theme.gold
                Text {
                    anchors.centerIn: parent
                    text: "?"
                    color: Theme.paperLight
                    font.bold: true
                    font.pixelSize: 16
                }
            }
            Item { Layout.fillWidth: true }
            InkButton {
                objectName: "playHintButton"
                visible: bar.session.hint.index !== undefined
                primary: true
                //: Hint bar button: plays the hinted move
                text: qsTr("Play it")
                // Reached by Tab, not taken by a click: the table's keys stay with the page.
                focusPolicy: Qt.TabFocus
                onClicked: {
                    const move = bar.table ? bar.table.moves[bar.session.hint.index] : undefined
                    if (move)
                        bar.table.play(move)
                    else
                        bar.session.play(bar.session.hint.index)
                }
            }
            InkButton {
                objectName: "closeHintButton"
                text: "×"
                Layout.preferredWidth: implicitHeight + 8
                focusPolicy: Qt.TabFocus
                //: Hint bar button that puts the hint away
                Accessible.name: qsTr("Close the hint")
                onClicked: bar.session.dismissHint()
            }
        }
    }
}
