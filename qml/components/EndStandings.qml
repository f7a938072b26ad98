// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// The end screen's table of the seats, best place first: place, name, score and the game's
// own figures per seat (outcome.figures named "<figure>.seat<N>"), with the person at the
// screen marked. Places come from outcome.ranks (equal ranks share a place; the next place
// counts everybody ahead). Column headings are the game's words (games/<Id>/<Id>LabLabels:
// scoreLabel, figure(name)) where it has them.
Item {
    id: standings
    required property GameSession session
    // The game's table (seat names and colours).
    property var table: null
    // The game's <Id>LabLabels object, or null.
    property var labels: null

    readonly property var outcome: session.outcome
    readonly property int seatCount: outcome.ranks ? outcome.ranks.length : 0
    // Seats a person plays.
    readonly property var people: {
        const list = []
        const seats = session.seats
        for (let i = 0; i < seats.length; ++i)
            if (seats[i].kind === "human")
                list.push(i)
        return list
    }

    // 1 + the seats ranked ahead of `seat`.
    function placeOf(seat) {
        const ranks = outcome.ranks
        let place = 1
        for (let j = 0; j < ranks.length; ++j)
            place += ranks[j] < ranks[seat]
        return place
    }
    function tiedWith(seat) {
        const ranks = outcome.ranks
        const list = []
        for (let j = 0; j < ranks.length; ++j)
            if (j !== seat && ranks[j] === ranks[seat])
                list.push(j)
        return list
    }
    function nameOf(seat) {
        return table ? table.seatName(seat) : String(seat + 1)
    }
    function ordinal(place) {
        switch (place) {
        //: End screen: a place in the standings ("You finished 1st of 3")
        case 1: return qsTr("1st")
        //: End screen: a place in the standings
        case 2: return qsTr("2nd")
        //: End screen: a place in the standings
        case 3: return qsTr("3rd")
        //: End screen: a place in the standings
        case 4: return qsTr("4th")
        //: End screen: a place in the standings
        case 5: return qsTr("5th")
        //: End screen: a place in the standings
        case 6: return qsTr("6th")
        //: End screen: a place in the standings
        case 7: return qsTr("7th")
        //: End screen: a place in the standings
        case 8: return qsTr("8th")
        }
        return String(place)
    }
    // The others sharing a place: their names, or how many when that would be a long list.
    function othersText(seats) {
        if (seats.length <= 2)
            return Theme.names(seats.map(s => nameOf(s)))
        //: End screen: the players sharing a place, when there are more than two of them
        return qsTr("%n other player(s)", "", seats.length)
    }
    // How each person at the screen did: one sentence each ("You finished 2nd of 3"); none
    // when only computers played.
    readonly property var placeSentences: {
        if (seatCount === 0)
            return []
        const lines = []
        const you = people.length === 1
        for (const seat of people) {
            const place = ordinal(placeOf(seat))
            const tied = tiedWith(seat)
            if (you)
                lines.push(tied.length === 0
                           //: End screen, one person against the computer: their place; %1 is the place ("2nd"), %n the number of players
                           ? Theme.fill(qsTr("You finished %1 of %n", "", seatCount), [place])
                           //: End screen: the person's place, shared; %1 is the place ("1st"), %2 who shares it ("Computer 2", "3 other players"), %n the number of players
                           : Theme.fill(qsTr("You finished %1 of %n, level with %2", "", seatCount), [place, othersText(tied)]))
            else
                lines.push(tied.length === 0
                           //: End screen, several people at the screen: one person's place; %1 is the name, %2 the place ("2nd"), %n the number of players
                           ? Theme.fill(qsTr("%1 finished %2 of %n", "", seatCount), [nameOf(seat), place])
                           //: End screen, several people at the screen: one person's shared place; %1 is the name, %2 the place, %3 who shares it, %n the number of players
                           : Theme.fill(qsTr("%1 finished %2 of %n, level with %3", "", seatCount), [nameOf(seat), place, othersText(tied)]))
        }
        return lines
    }

    // A score that only repeats the result (1 for a win, ½ for a draw, 0 for a loss, as the
    // garden gives) is left out.
    readonly property bool showScore: {
        const scores = outcome.scores
        if (!scores || scores.length !== seatCount)
            return false
        for (let s = 0; s < scores.length; ++s) {
            const result = outcome.draw ? 0.5 : outcome.winners.indexOf(s) >= 0 ? 1 : 0
            if (scores[s] !== result)
                return true
        }
        return false
    }
    // The game's figures per seat, by figure name: in the order its labels give
    // (seatFigureOrder), else by name.
    readonly property var seatFigures: {
        const names = []
        const figures = outcome.figures || {}
        for (const key in figures) {
            const m = /^(.+)\.seat(\d+)$/.exec(key)
            if (m && names.indexOf(m[1]) < 0)
                names.push(m[1])
        }
        const order = labels && labels.seatFigureOrder ? labels.seatFigureOrder : []
        const rank = n => order.indexOf(n) >= 0 ? order.indexOf(n) : order.length
        names.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
        return names
    }
    function figureLabel(name) {
        const own = labels ? labels.figure(name, null) : ""
        return own !== "" ? own : name
    }
    function number(value) {
        if (value === undefined || value === null)
            return "—"
        return Number.isInteger(value) ? String(value)
                                       : Number(value).toLocaleString(Qt.locale(Localization.language), "f", 1)
    }
    // The numeric columns: {label, values (per seat)}: the game's figures, then the score
    // (often their sum).
    readonly property var columns: {
        const list = []
        const figures = outcome.figures || {}
        for (const name of seatFigures) {
            const values = []
            for (let s = 0; s < seatCount; ++s)
                values.push(number(figures[name + ".seat" + s]))
            list.push({ label: figureLabel(name), values: values })
        }
        if (showScore)
            list.push({ label: labels && labels.scoreLabel ? labels.scoreLabel
                                                           //: End screen table: the column of each player's score
                                                           : qsTr("Score"),
                        values: outcome.scores.map(v => number(v)) })
        return list
    }
    // Seats best place first (then in seat order).
    readonly property var order: {
        const list = []
        for (let s = 0; s < seatCount; ++s)
            list.push(s)
        list.sort((a, b) => placeOf(a) - placeOf(b) || a - b)
        return list
    }

    // A row's name as shown: the person at the screen marked as theirs.
    function shownName(seat) {
        return people.length === 1 && people[0] === seat
               //: End screen table: the name of the person at the screen, marked as theirs; %1 is the name
               ? qsTr("%1 (you)").arg(nameOf(seat))
               : nameOf(seat)
    }
    FontMetrics {
        id: nameMetrics
        font.pixelSize: 14
        font.bold: true
    }
    // The name column keeps room for the longest name ("プレイヤー1（あなた）") with its seat's
    // shape; the numbers share what is left (their headings wrap on two lines).
    readonly property real nameNeed: {
        let widest = 0
        for (let s = 0; s < seatCount; ++s)
            widest = Math.max(widest, nameMetrics.advanceWidth(shownName(s)))
        return 22 + Math.ceil(widest) + 4
    }
    readonly property int rowHeight: 26
    readonly property int headerHeight: 36
    readonly property int numberWidth: {
        const count = Math.max(1, columns.length)
        const room = width - 16 - 56 - 20 - Math.max(140, nameNeed) - (count - 1) * 8
        return Math.max(48, Math.min(118, Math.floor(room / count)))
    }
    implicitHeight: seatCount > 0 ? headerHeight + seatCount * rowHeight : 0
    visible: seatCount > 0

    // Rows: the person at the screen tinted, the others striped.
    Repeater {
        model: standings.order
        Rectangle {
            required property int index
            required property int modelData
            readonly property bool person: standings.people.indexOf(modelData) >= 0
            y: standings.headerHeight + index * standings.rowHeight
            width: standings.width
            height: standings.rowHeight
            radius: 4
            color: person && standings.people.length === 1 ? Qt.rgba(0.80, 0.25, 0.18, 0.14)
                   : index % 2 === 0 ? Qt.rgba(0.19, 0.16, 0.14, 0.05) : "transparent"
            border.color: person && standings.people.length === 1 ? Qt.rgba(0.80, 0.25, 0.18, 0.45) : "transparent"
        }
    }
    Rectangle {
        y: standings.headerHeight - 2
        width: standings.width
        height: 1
        color: Theme.line
    }

    component Heading: Text {
        height: standings.headerHeight
        bottomPadding: 5
        verticalAlignment: Text.AlignBottom
        font.pixelSize: 12
        font.bold: true
        color: Theme.inkSoft
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        lineHeight: 0.9
    }
    component Cell: Text {
        height: standings.rowHeight
        verticalAlignment: Text.AlignVCenter
        font.pixelSize: 14
        color: Theme.ink
        elide: Text.ElideRight
    }

    Row {
        id: grid
        x: 8
        width: standings.width - 16
        spacing: 10
        // Place
        Column {
            id: placeColumn
            width: Math.max(placeHeading.implicitWidth, 40)
            Heading {
                id: placeHeading
                width: parent.width
                //: End screen table: the column of places (1st, 2nd…)
                text: qsTr("Place")
            }
            Repeater {
                model: standings.order
                Cell {
                    required property int modelData
                    width: placeColumn.width
                    text: standings.ordinal(standings.placeOf(modelData))
                    font.bold: standings.placeOf(modelData) === 1
                }
            }
        }
        // Name, with the seat's shape in its colour.
        Column {
            id: nameColumn
            width: grid.width - placeColumn.width - numbers.width - 2 * grid.spacing
            Heading {
                width: parent.width
                //: End screen table: the column of player names
                text: qsTr("Player")
            }
            Repeater {
                model: standings.order
                Item {
                    id: nameCell
                    required property int modelData
                    readonly property bool you: standings.people.length === 1 && standings.people[0] === modelData
                    width: nameColumn.width
                    height: standings.rowHeight
                    Text {
                        id: shape
                        anchors.verticalCenter: parent.verticalCenter
                        width: 20
                        text: Theme.seatShapes[nameCell.modelData % Theme.seatShapes.length]
                        color: standings.table ? standings.table.seatColour(nameCell.modelData) : Theme.inkSoft
                        font.pixelSize: 14
                    }
                    Cell {
                        objectName: "standingName_" + nameCell.modelData
                        x: shape.width + 2
                        width: parent.width - x
                        text: standings.shownName(nameCell.modelData)
                        font.bold: nameCell.you
                    }
                }
            }
        }
        // The score and the game's figures.
        Row {
            id: numbers
            spacing: 8
            Repeater {
                model: standings.columns
                Column {
                    id: numberColumn
                    required property var modelData
                    width: standings.numberWidth
                    Heading {
                        width: parent.width
                        horizontalAlignment: Text.AlignRight
                        text: numberColumn.modelData.label
                    }
                    Repeater {
                        model: standings.order
                        Cell {
                            required property int modelData
                            width: numberColumn.width
                            horizontalAlignment: Text.AlignRight
                            text: numberColumn.modelData.values[modelData]
                        }
                    }
                }
            }
        }
    }
}
