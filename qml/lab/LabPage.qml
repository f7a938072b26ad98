// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The variant lab (issue 14): two rule sets of one game played by the same seats on the same
// seeds, compared figure by figure. The settings (players, an agent per seat, games, seed, a
// target length), Run and Cancel with the time left, the figures with their verdicts and the
// charts, which follow the result while it runs. The numbers are the bridge's VariantLab
// (kotatsu::Comparison on a worker thread, kotatsu-cli compare's defaults); this page draws
// them. Pushed by Main from the launcher's Compare…, the rules editor and --compare.
Page {
    id: page
    property string gameId: ""
    // Each side: a variant id, a variant file (the editor's play file) or "" for the base game.
    property string baseVariant: ""
    property string variantId: ""
    // Start at once (kotatsu --compare).
    property bool autoRun: false
    // Why the last Play this variant did not start a game (set by Main), or "".
    property string playProblem: ""
    signal closed()
    signal playRequested(string gameId, string variantId, var seats)

    readonly property alias lab: lab
    readonly property alias words: words
    readonly property var sides: lab.sides
    readonly property var result: lab.result
    // A game's own figure that repeats one of the lab's (same_as) is shown once, in the
    // lab's unit.
    readonly property var figures: result && result.figures ? result.figures.filter(f => !f.same_as) : []
    readonly property bool hasResult: figures.length > 0
    // Exports: "records-csv", "records-json", "result-json", "chart-png".
    property string exportKind: ""
    property string notice: ""
    // For tests: popups are not among the page's visual children.
    readonly property alias exportMenu: exportMenu

    VariantLab {
        id: lab
        game: page.gameId
        baseVariant: page.baseVariant
        variant: page.variantId
    }
    // The page's three questions: 0 compare two rule sets, 1 sweep one rule over values,
    // 2 which change of the variant did what.
    property int mode: 0
    readonly property alias sweep: sweep
    // A sweep writes its values into the compared variant (the game itself when there is
    // none), with the page's players, seats and seed.
    SweepLab {
        id: sweep
        game: page.gameId
        variant: page.variantId
        players: lab.players
        agents: lab.agents
        seed: lab.seed
    }
    readonly property bool busy: lab.running || sweep.running
    // The key chosen for the sweep, from SweepLab.keys.
    readonly property var sweepKey: {
        for (const k of sweep.keys)
            if (k.key === sweep.key)
                return k
        return null
    }
    // Values to start from for a key: its words, or a few steps around its default.
    function suggestValues(k) {
        if (!k)
            return ""
        if (k.kind === "boolean")
            return "true,false"
        if (k.kind === "word")
            return k.words.join(",")
        const d = Number(k.defaultValue)
        if (k.kind === "integer" && isFinite(d)) {
            const low = k.min !== undefined ? Math.max(k.min, d - 4) : d - 4
            const high = k.max !== undefined ? Math.min(k.max, d + 4) : d + 4
            return low + ".." + high + ":" + Math.max(1, Math.round((high - low) / 8))
        }
        return isFinite(d) ? String(d) : ""
    }
    function chooseSweepKey(index) {
        const k = sweep.keys[index]
        if (!k)
            return
        sweep.key = k.key
        sweep.values = suggestValues(k)
    }
    // The second key of a grid, from the chooser whose first entry is "none".
    readonly property var sweepKey2: {
        for (const k of sweep.keys)
            if (k.key === sweep.key2)
                return k
        return null
    }
    function chooseSweepKey2(index) {
        const k = index > 0 ? sweep.keys[index - 1] : null
        sweep.key2 = k ? k.key : ""
        sweep.values2 = suggestValues(k)
    }
    // A search takes one rule that holds a number, and at least one target.
    readonly property bool canSearch: sweepKey !== null && sweep.key2 === ""
                                      && (sweepKey.kind === "integer" || sweepKey.kind === "number")
    // The targets as typed in one field, separated by semicolons.
    function setTargets(text) {
        sweep.targets = text.split(";").map(t => t.trim()).filter(t => t !== "")
    }

    // What the variant can be compared with: the standard rules and the game's variants (the
    // shipped ones and the user's), as the launcher lists them.
    readonly property var againstChoices: {
        Localization.language
        //: Variant lab: the base game as the rule set compared with
        const choices = [{ id: "", label: qsTr("Standard rules") }]
        const row = Catalog.indexOf(gameId)
        const game = row >= 0 ? Catalog.get(row) : null
        for (const v of (game && game.variants ? game.variants : []))
            //: Variant lab: one of the user's own variants in the chooser; %1 is its name
            choices.push({ id: v.id, label: v.user ? qsTr("%1 (yours)").arg(v.name) : v.name })
        return choices
    }

    // The game's own labels (games/<Id>/<Id>LabLabels.qml), else none.
    property var gameLabels: null
    function loadLabels() {
        if (gameLabels)
            gameLabels.destroy()
        gameLabels = null
        if (gameId === "")
            return
        const id = Theme.gameFolder(gameId)
        const component = Qt.createComponent("../games/" + id + "/" + id + "LabLabels.qml")
        if (component.status === Component.Ready)
            gameLabels = component.createObject(page)
    }
    onGameIdChanged: loadLabels()
    readonly property string lengthFigure: gameLabels && gameLabels.lengthFigure ? gameLabels.lengthFigure : "plies"

    LabWords {
        id: words
        labels: page.gameLabels
    }

    // A side's name: the variant's, else "Standard rules".
    function sideName(side) {
        const s = sides && sides[side] ? sides[side] : null
        if (!s || s.variantId === "")
            //: Variant lab: the base game's side of a comparison (no variant)
            return qsTr("Standard rules")
        return Theme.t(s.name) || s.variantId
    }

    // The agents a seat may take: the computer's levels, random play, a quick Monte Carlo
    // search, and the seat the game's rules play at each of its levels.
    readonly property var agentChoices: {
        Localization.language
        const list = [
            //: Variant lab, a seat's agent: legal moves chosen at random
            { spec: "random", label: qsTr("Random") },
            //: Variant lab, a seat's agent: the computer at the launcher's Easy strength (a greedy heuristic)
            { spec: lab.agentForLevel("easy"), label: qsTr("Easy (heuristic)") },
            //: Variant lab, a seat's agent: the lab's quick search, a cheap tree search that still beats Easy (the game's data names it)
            { spec: lab.agentForLevel("quick"), label: qsTr("Quick search") },
            //: Variant lab, a seat's agent: the computer at the launcher's Normal strength
            { spec: lab.agentForLevel("normal"), label: qsTr("Normal") },
            //: Variant lab, a seat's agent: the computer at the launcher's Strong strength
            { spec: lab.agentForLevel("strong"), label: qsTr("Strong") }
        ]
        const levels = sides && sides.rulesSeatLevels ? sides.rulesSeatLevels : 0
        const row = levels > 0 ? Catalog.indexOf(gameId) : -1
        const rulesSeat = row >= 0 ? Catalog.get(row).rulesSeat : null
        const name = rulesSeat ? rulesSeat.name : ""
        for (let level = 1; level <= levels; ++level)
            //: Variant lab, a seat's agent: the game's own solo opponent, played by its rules, at a level; %1 its name from the game's data (Tokaido Duo: "Automa"), %2 the level
            list.push({ spec: "rules:level=" + level, label: qsTr("%1, level %2").arg(name).arg(level) })
        return list
    }
    // The chosen agent of every seat, as indexes into agentChoices.
    property var seatChoices: []
    // A new seat plays at Easy (agentChoices[1]): players that play like players, where
    // random play would measure the rules rather than the game (issue 35).
    readonly property int defaultSeatChoice: 1
    function setPlayers(count) {
        const choices = seatChoices.slice(0, count)
        while (choices.length < count)
            choices.push(defaultSeatChoice)
        seatChoices = choices
        lab.players = count
        lab.agents = choices.map(i => agentChoices[Math.min(i, agentChoices.length - 1)].spec)
    }
    function setSeatChoice(seat, index) {
        const choices = seatChoices.slice()
        choices[seat] = index
        seatChoices = choices
        lab.agents = choices.map(i => agentChoices[Math.min(i, agentChoices.length - 1)].spec)
    }
    onSidesChanged: {
        if (!sides || !sides.valid)
            return
        if (seatChoices.length === 0 || lab.players < sides.minPlayers || lab.players > sides.maxPlayers)
            setPlayers(sides.minPlayers)
    }

    function run() {
        notice = ""
        if (mode === 1) {
            setTargets(targetsField.text)
            sweep.start()
            return
        }
        if (mode === 2) {
            lab.startAttribution()
            return
        }
        lab.targetMin = targetMinBox.value
        lab.targetMax = targetMaxBox.value
        lab.start()
    }
    // Looks for the values of the sweep's rule that meet every target, without playing them all.
    function search() {
        notice = ""
        setTargets(targetsField.text)
        sweep.startSearch()
    }
    function cancelRun() {
        lab.cancel()
        sweep.cancel()
    }
    function play() {
        playProblem = ""
        const seats = [{ kind: "human", level: "normal", name: "" }]
        while (seats.length < lab.players)
            seats.push({ kind: "computer", level: "normal", name: "" })
        page.playRequested(gameId, variantId, seats)
    }
    function chooseExport(kind) {
        exportKind = kind
        if (fileDialog.item) {
            fileDialog.item.fileMode = 2 // save
            fileDialog.item.nameFilters = kind.endsWith("-csv") ? ["CSV (*.csv)"]
                                        : kind === "chart-png" ? ["PNG (*.png)"] : ["JSON (*.json)"]
            // "shikoku-records.csv", "shikoku-result.json", "shikoku-chart.png",
            // "shikoku-sweep.csv", "shikoku-attribution.csv"
            fileDialog.item.openWithName(page.gameId + "-" + kind.split("-")[0])
        }
    }
    // Writes the chosen export to `url` (also called by tests, without the dialog).
    function exportTo(url, kind) {
        let ok = true
        if (kind === "records-csv")
            ok = lab.exportRecords(url, "csv")
        else if (kind === "records-json")
            ok = lab.exportRecords(url, "json")
        else if (kind === "result-json")
            ok = lab.exportJson(url)
        else if (kind === "sweep-csv")
            ok = sweep.exportCsv(url)
        else if (kind === "attribution-csv")
            ok = lab.exportAttributionCsv(url)
        else if (kind === "chart-png") {
            const path = String(url).replace(/^file:\/\//, "")
            charts.currentChart.grabToImage(function(image) {
                //: Variant lab: a chart was saved as a picture; %1 is the file
                page.notice = image.saveToFile(path) ? qsTr("Saved %1").arg(path)
                                                     //: Variant lab: a chart could not be saved; %1 is the file
                                                     : qsTr("The picture cannot be saved to %1").arg(path)
            })
            return true
        }
        //: Variant lab: an export was written; %1 is the file
        notice = ok ? qsTr("Saved %1").arg(String(url).replace(/^file:\/\//, "")) : ""
        return ok
    }
    Loader {
        id: fileDialog
        source: "LabFileDialog.qml"
    }
    // For tests: the file dialog is not among the page's visual children.
    readonly property alias exportChooser: fileDialog.item
    Connections {
        target: fileDialog.item
        function onAccepted() { page.exportTo(fileDialog.item.selectedFile, page.exportKind) }
    }

    Component.onCompleted: {
        loadLabels()
        if (autoRun)
            Qt.callLater(run)
    }
    Component.onDestruction: cancelRun()

    background: PaperBackground {}

    // A tab of the page's three questions.
    component ModeTab: TabButton {
        id: modeTab
        font.pixelSize: 14
        contentItem: Text {
            text: modeTab.text
            font: modeTab.font
            color: modeTab.enabled ? Theme.ink : Theme.inkSoft
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            elide: Text.ElideRight
        }
        background: Rectangle {
            implicitHeight: 32
            color: modeTab.checked ? Theme.paperLight : Theme.paperDeep
            border.color: Theme.line
        }
    }
    // One setting: its label, then its controls.
    component Setting: Row {
        property alias label: caption.text
        spacing: 8
        Text {
            id: caption
            anchors.verticalCenter: parent.verticalCenter
            color: Theme.inkSoft
            font.pixelSize: 14
        }
    }

    header: Rectangle {
        height: 58
        color: Qt.rgba(1, 1, 1, 0.35)
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.line
        }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 8
            InkButton {
                objectName: "labBackButton"
                //: Variant lab: leaves the lab (a running comparison is cancelled)
                text: qsTr("‹ Back")
                onClicked: {
                    page.cancelRun()
                    page.closed()
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.minimumWidth: 80
                spacing: 0
                Text {
                    objectName: "labTitle"
                    Layout.fillWidth: true
                    //: Variant lab title; %1 is the game's name
                    text: qsTr("Variant lab: %1").arg(Theme.t(page.sides.gameName))
                    font.family: Theme.titleFont
                    font.pixelSize: 19
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                Text {
                    objectName: "labSubtitle"
                    Layout.fillWidth: true
                    //: Variant lab subtitle: the two rule sets compared; %1 the variant, %2 what it is compared with
                    text: qsTr("%1 compared with %2").arg(page.sideName("variant")).arg(page.sideName("base"))
                    font.pixelSize: 12
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
            }
            InkButton {
                id: exportButton
                objectName: "labExportButton"
                enabled: page.mode === 1 ? !sweep.running && sweep.points.some(p => !p.pending)
                       : page.mode === 2 ? !lab.running && page.lab.attribution.changes !== undefined
                       : page.hasResult && !lab.running
                //: Variant lab: opens the menu of exports (records, result, chart)
                text: qsTr("Export…")
                onClicked: exportMenu.popup(exportButton, 0, exportButton.height)
                Menu {
                    id: exportMenu
                    objectName: "labExportMenu"
                    // As wide as its widest entry (the Basic Menu keeps 200: "Registros de las
                    // partidas (CSV)…" would be cut).
                    width: {
                        let widest = 200
                        for (let i = 0; i < count; ++i) {
                            const entry = itemAt(i)
                            if (entry)
                                widest = Math.max(widest, entry.implicitWidth)
                        }
                        return Math.min(widest + leftPadding + rightPadding, page.width - 24)
                    }
                    MenuItem {
                        objectName: "exportSweepCsv"
                        // (Greyed where it has nothing to export, not hidden: with hidden entries a
                        // click on "Game records (CSV)…" chose another (tst_dialogs labExports).)
                        enabled: page.mode === 1
                        //: Variant lab export menu, sweep: the table of the values played (every figure with its interval, the targets' marks) as CSV
                        text: qsTr("Sweep table (CSV)…")
                        onTriggered: page.chooseExport("sweep-csv")
                    }
                    MenuItem {
                        objectName: "exportAttributionCsv"
                        enabled: page.mode === 2
                        //: Variant lab export menu: the "Which change did what" table (each change's effect on each figure) as CSV
                        text: qsTr("Which change did what (CSV)…")
                        onTriggered: page.chooseExport("attribution-csv")
                    }
                    MenuItem {
                        objectName: "exportRecordsCsv"
                        enabled: page.mode !== 1
                        //: Variant lab export menu: every game's figures, paired by seed, as CSV
                        text: qsTr("Game records (CSV)…")
                        onTriggered: page.chooseExport("records-csv")
                    }
                    MenuItem {
                        objectName: "exportRecordsJson"
                        enabled: page.mode !== 1
                        //: Variant lab export menu: every game's figures, paired by seed, as JSON
                        text: qsTr("Game records (JSON)…")
                        onTriggered: page.chooseExport("records-json")
                    }
                    MenuItem {
                        objectName: "exportResultJson"
                        enabled: page.mode !== 1
                        //: Variant lab export menu: the comparison's figures as JSON (as kotatsu-cli compare writes them)
                        text: qsTr("Result (JSON)…")
                        onTriggered: page.chooseExport("result-json")
                    }
                    MenuItem {
                        objectName: "exportChartPng"
                        enabled: page.mode !== 1
                        //: Variant lab export menu: the chart shown, as a picture
                        text: qsTr("This chart (PNG)…")
                        onTriggered: page.chooseExport("chart-png")
                    }
                }
            }
            InkButton {
                objectName: "labPlayButton"
                primary: true
                enabled: page.sides.valid === true
                //: Variant lab: starts a game with the compared variant
                text: qsTr("Play this variant")
                onClicked: page.play()
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        // What the lab answers: a comparison, a sweep, or which change did what.
        TabBar {
            id: modeTabs
            objectName: "labModeTabs"
            Layout.fillWidth: true
            currentIndex: page.mode
            onCurrentIndexChanged: page.mode = currentIndex
            background: Rectangle { color: "transparent" }
            ModeTab {
                objectName: "labModeCompare"
                enabled: !page.busy
                //: Variant lab: tab comparing the two rule sets figure by figure
                text: qsTr("Compare")
            }
            ModeTab {
                objectName: "labModeSweep"
                enabled: !page.busy
                //: Variant lab: tab setting one rule to each of a list of values (a parameter sweep)
                text: qsTr("Sweep a rule")
            }
            ModeTab {
                objectName: "labModeAttribution"
                enabled: !page.busy
                //: Variant lab: tab measuring each change of the variant alone (attribution)
                text: qsTr("Which change did what")
            }
            ModeTab {
                objectName: "labModeBalance"
                enabled: !page.busy
                //: Variant lab: tab of the balance report of both rule sets (each seat's advantage, comebacks, decisiveness, drama, duration, branching)
                text: qsTr("Balance")
            }
        }

        // Settings: players, games, seed, the target length (wrapping on a narrow window).
        Flow {
            objectName: "labSettings"
            Layout.fillWidth: true
            spacing: 16
            // The other side: the standard rules or any variant of the game (the CLI's
            // --against), so that any two rule sets can be compared.
            Setting {
                visible: page.mode !== 1
                //: Variant lab: label of the chooser of the rule set the variant is compared with
                label: qsTr("Compared with")
                InkComboBox {
                    id: againstBox
                    objectName: "labAgainstBox"
                    enabled: !page.busy
                    font.pixelSize: 13
                    width: 220
                    textRole: "label"
                    model: page.againstChoices
                    currentIndex: Math.max(0, page.againstChoices.findIndex(c => c.id === page.baseVariant))
                    onActivated: function(i) { page.baseVariant = page.againstChoices[i].id }
                }
            }
            Setting {
                //: Variant lab: label of the number of players
                label: qsTr("Players")
                SpinBox {
                    id: playersBox
                    objectName: "labPlayersBox"
                    from: page.sides.valid ? page.sides.minPlayers : 1
                    to: page.sides.valid ? page.sides.maxPlayers : 8
                    value: lab.players > 0 ? lab.players : from
                    enabled: !page.busy
                    onValueModified: page.setPlayers(value)
                }
            }
            Setting {
                visible: page.mode !== 1
                //: Variant lab: label of the number of games played on each side
                label: qsTr("Games")
                SpinBox {
                    id: gamesBox
                    objectName: "labGamesBox"
                    from: 2
                    to: 100000
                    stepSize: 100
                    editable: true
                    value: lab.games
                    enabled: !page.busy
                    width: 150
                    onValueModified: lab.games = value
                    // "2 000" in French, "2,000" in English: any separator typed is dropped.
                    textFromValue: function(v) { return words.count(v) }
                    valueFromText: function(t) { return parseInt(t.replace(/[^0-9]/g, "")) || 2 }
                }
            }
            Setting {
                //: Variant lab: label of the first seed (both sides play the same seeds)
                label: qsTr("Seed")
                SpinBox {
                    id: seedBox
                    objectName: "labSeedBox"
                    from: 0
                    to: 2147483647
                    editable: true
                    value: lab.seed
                    enabled: !page.busy
                    width: 130
                    onValueModified: lab.seed = value
                    textFromValue: function(v) { return String(v) }
                    valueFromText: function(t) { return parseInt(t) || 0 }
                }
            }
            Setting {
                visible: page.mode === 1
                //: Variant lab, sweep: label of the number of games played with each value
                label: qsTr("Games per value")
                SpinBox {
                    id: sweepGamesBox
                    objectName: "sweepGamesBox"
                    from: 2
                    to: 1000000
                    stepSize: 100
                    editable: true
                    value: sweep.games
                    enabled: !page.busy
                    width: 150
                    onValueModified: sweep.games = value
                    textFromValue: function(v) { return words.count(v) }
                    valueFromText: function(t) { return parseInt(t.replace(/[^0-9]/g, "")) || 2 }
                }
            }
            Setting {
                visible: page.mode === 0
                label: page.lengthFigure === "rounds"
                       //: Variant lab: label of the designer's target length, in rounds (0 = no bound)
                       ? qsTr("Target rounds")
                       //: Variant lab: label of the designer's target length, in decisions (0 = no bound)
                       : qsTr("Target decisions")
                SpinBox {
                    id: targetMinBox
                    objectName: "labTargetMin"
                    from: 0
                    to: 10000
                    editable: true
                    value: lab.targetMin
                    width: 120
                    onValueModified: lab.targetMin = value
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: "–"
                    color: Theme.inkSoft
                }
                SpinBox {
                    id: targetMaxBox
                    objectName: "labTargetMax"
                    from: 0
                    to: 10000
                    editable: true
                    value: lab.targetMax
                    width: 120
                    onValueModified: lab.targetMax = value
                }
            }
        }

        // The sweep: the rule, its values and the targets.
        Flow {
            id: sweepSettings
            objectName: "sweepSettings"
            Layout.fillWidth: true
            visible: page.mode === 1
            spacing: 16
            Setting {
                //: Variant lab, sweep: label of the chooser of the rule whose value is varied
                label: qsTr("Rule")
                InkComboBox {
                    id: sweepKeyBox
                    objectName: "sweepKeyBox"
                    enabled: !page.busy
                    font.pixelSize: 13
                    // Every rule's whole name, in the box and in its list (as wide as the box): as
                    // wide as the longest one (a French or Hungarian label is long), at most the
                    // row's width (the row then wraps; a name longer still wraps in the list).
                    width: Math.min(Math.max(240, fitWidth), sweepSettings.width - 80)
                    wrapChoices: true
                    textRole: "label"
                    model: sweep.keys
                    currentIndex: sweep.keys.findIndex(k => k.key === sweep.key)
                    onActivated: function(i) { page.chooseSweepKey(i) }
                }
            }
            Setting {
                //: Variant lab, sweep: label of the values the rule takes (a list or a range)
                label: qsTr("Values")
                TextField {
                    id: valuesField
                    objectName: "sweepValuesField"
                    enabled: !page.busy
                    width: 170
                    font.pixelSize: 13
                    selectByMouse: true
                    text: sweep.values
                    //: Variant lab, sweep: the values field when empty; keep the forms as they are
                    placeholderText: qsTr("21..41:2 or 3,5,8")
                    onTextEdited: sweep.values = text
                }
            }
            Setting {
                //: Variant lab, sweep: label of the chooser of a second rule, for a grid of every pair of values
                label: qsTr("And")
                InkComboBox {
                    id: sweepKey2Box
                    objectName: "sweepKey2Box"
                    enabled: !page.busy
                    font.pixelSize: 13
                    // As the first rule's.
                    width: Math.min(Math.max(200, fitWidth), sweepSettings.width - 80)
                    wrapChoices: true
                    textRole: "label"
                    //: Variant lab, sweep: the second rule's chooser when there is none (one rule, not a grid)
                    model: [{ key: "", label: qsTr("no second rule") }].concat(sweep.keys)
                    currentIndex: sweep.key2 === "" ? 0 : sweep.keys.findIndex(k => k.key === sweep.key2) + 1
                    onActivated: function(i) { page.chooseSweepKey2(i) }
                }
            }
            Setting {
                visible: sweep.key2 !== ""
                //: Variant lab, sweep: label of the values the second rule takes (a list or a range)
                label: qsTr("Its values")
                TextField {
                    id: values2Field
                    objectName: "sweepValues2Field"
                    enabled: !page.busy
                    width: 150
                    font.pixelSize: 13
                    selectByMouse: true
                    text: sweep.values2
                    placeholderText: qsTr("21..41:2 or 3,5,8")
                    onTextEdited: sweep.values2 = text
                }
            }
            Setting {
                //: Variant lab, sweep: label of the designer's targets, separated by semicolons
                label: qsTr("Targets")
                TextField {
                    id: targetsField
                    objectName: "sweepTargetsField"
                    enabled: !page.busy
                    width: 300
                    font.pixelSize: 13
                    selectByMouse: true
                    //: Variant lab, sweep: the targets field when empty; keep the figure names and numbers as they are
                    placeholderText: qsTr("rounds=10..14; wins.seat0=45%..55%")
                    onTextEdited: page.setTargets(text)
                }
            }
        }

        // An agent for every seat.
        Flow {
            objectName: "labSeats"
            Layout.fillWidth: true
            spacing: 10
            Repeater {
                model: page.seatChoices.length
                RowLayout {
                    required property int index
                    spacing: 6
                    Text {
                        text: words.seatLabel(index)
                        color: Theme.inkSoft
                        font.pixelSize: 13
                    }
                    InkComboBox {
                        objectName: "labAgent_" + index
                        enabled: !page.busy
                        font.pixelSize: 13
                        // Every choice whole ("弱い（ヒューリスティック）" was cut at 170).
                        Layout.preferredWidth: Math.max(120, fitWidth)
                        textRole: "label"
                        model: page.agentChoices
                        currentIndex: page.seatChoices[index] || 0
                        onActivated: function(i) { page.setSeatChoice(index, i) }
                    }
                }
            }
        }

        // Progress, the time left, and what went wrong.
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            InkButton {
                objectName: "labRunButton"
                primary: true
                visible: !page.busy
                enabled: page.sides.valid === true
                //: Variant lab: starts the comparison
                text: qsTr("Run")
                onClicked: page.run()
            }
            InkButton {
                objectName: "sweepSearchButton"
                visible: page.mode === 1 && !page.busy
                enabled: page.sides.valid === true && page.canSearch
                //: Variant lab, sweep: looks for the values of the rule that meet every target without playing them all (coarse to fine)
                text: qsTr("Find values that meet the targets")
                onClicked: page.search()
            }
            InkButton {
                objectName: "labCancelButton"
                visible: page.busy
                //: Variant lab: stops the comparison (the games played so far are kept)
                text: qsTr("Cancel")
                onClicked: page.cancelRun()
            }
            ProgressBar {
                objectName: "labProgress"
                Layout.preferredWidth: 260
                // Only while a run goes: after it the line beside it says what was played, and
                // needs the room (in Hungarian a sweep's line was cut at 1024 pixels).
                visible: page.mode === 1 ? sweep.running : lab.running
                from: 0
                to: 1
                value: page.mode === 1 ? sweep.progress : lab.progress
            }
            Text {
                objectName: "labProgressText"
                Layout.fillWidth: true
                font.pixelSize: 13
                readonly property string problem: page.playProblem !== "" ? page.playProblem
                                                 : page.mode === 1 ? sweep.error : lab.error
                color: problem !== "" ? Theme.vermilion : Theme.inkSoft
                font.bold: problem !== ""
                // Read whole: a search's report in Spanish, French or Hungarian takes three
                // lines at 1024 pixels (it was cut at two).
                wrapMode: Text.Wrap
                text: {
                    if (problem !== "")
                        return problem
                    if (page.mode === 1) {
                        if (!sweep.running && page.notice !== "")
                            return page.notice
                        if (sweep.running && sweep.searching) {
                            // What the search has spent so far; its values are in the table.
                            const values = sweep.points.filter(p => !p.refused && !p.pending).length
                            return Theme.joinParts([
                                //: Variant lab, sweep progress while searching for the values meeting the targets, the first part of the line; %n the values played so far
                                qsTr("Searching: %Ln value(s) played", "", values),
                                //: Variant lab, sweep: after a search, a part of the line; %n the values of the range searched
                                qsTr("%Ln in the range", "", sweep.search.candidates || 0),
                                //: Variant lab, sweep: after a search, a part of the line; %n the games it played
                                qsTr("%Ln game(s)", "", sweep.gamesDone)])
                        }
                        if (sweep.running)
                            //: Variant lab, sweep progress: games played of all values; %1 how many, %n how many in all
                            return qsTr("%1 of %Ln game(s) played", "", sweep.gamesTotal).arg(words.count(sweep.gamesDone))
                        if (sweep.points.length === 0)
                            return ""
                        const refused = sweep.points.filter(p => p.refused).length
                        const played = sweep.points.filter(p => !p.refused && !p.pending).length
                        const parts = [
                            //: Variant lab, sweep: after a sweep, the first part of a line; %n the values played (refused ones aside)
                            qsTr("%Ln value(s) played on the same seeds", "", played)]
                        if (refused > 0)
                            //: Variant lab, sweep: after a sweep, a part of the line; %n the values the rules refuse (not played)
                            parts.push(qsTr("%Ln refused by the rules", "", refused))
                        if (sweep.targetList.length > 0)
                            //: Variant lab, sweep: after a sweep, a part of the line; %n the values meeting every target
                            parts.push(qsTr("%Ln meet(s) every target", "", sweep.meeting))
                        if (sweep.cancelled)
                            //: Variant lab, sweep: after a sweep, the last part of the line when it was cancelled
                            parts.push(qsTr("cancelled"))
                        const report = sweep.search
                        if (report && report.rounds !== undefined) {
                            const spent = [
                                //: Variant lab, sweep: after a search, the first part of a line; %n the values it played
                                qsTr("Search: %Ln value(s) played", "", report.evaluated),
                                //: Variant lab, sweep: after a search, a part of the line; %n the values of the range searched
                                qsTr("%Ln in the range", "", report.candidates),
                                //: Variant lab, sweep: after a search, a part of the line; %n the search's steps (each plays a few values)
                                qsTr("%Ln step(s)", "", report.rounds),
                                //: Variant lab, sweep: after a search, a part of the line; %n the games it played
                                qsTr("%Ln game(s)", "", report.gamesSpent)]
                            const found = report.meets.length > 0
                                //: Variant lab, sweep: after a search, the values meeting every target; %1 the values, separated by commas
                                ? qsTr("meet every target: %1").arg(words.list(report.meetsLabels || report.meets))
                                //: Variant lab, sweep: after a search that found no value meeting every target
                                : qsTr("no value meets every target")
                            const more = report.unsure.length > 0
                                //: Variant lab, sweep: after a search, values that may meet the targets (more games would tell); %1 the values
                                ? [qsTr("unsure: %1").arg(words.list(report.unsureLabels || report.unsure))] : []
                            // A cancelled search keeps the values it played: said last.
                            //: Variant lab, sweep: after a sweep, the last part of the line when it was cancelled
                            const end = sweep.cancelled ? [qsTr("cancelled")] : []
                            return Theme.joinParts(spent.concat([found]).concat(more).concat(end))
                        }
                        return Theme.joinParts(parts)
                    }
                    const done = lab.gamesDone
                    //: Variant lab progress: paired games done so far; %1 is how many, %n how many were asked for
                    const games = qsTr("%1 of %Ln game(s) on each side", "", lab.games).arg(words.count(done))
                    if (lab.running)
                        return lab.secondsLeft >= 0
                               //: Variant lab progress; %1 the games done ("300 of 2000 games on each side"), %n the estimated seconds left
                               ? qsTr("%1 — about %Ln second(s) left", "", lab.secondsLeft).arg(games)
                               //: Variant lab progress before the time left is known; %1 the games done
                               : qsTr("%1 — estimating the time left…").arg(games)
                    if (page.notice !== "")
                        return page.notice
                    if (lab.cancelled)
                        //: Variant lab: a cancelled comparison; %1 the games it kept (played with both rule sets), %n the games planned
                        return qsTr("Cancelled: %1 of %Ln game(s) kept with each rule set.", "", page.result.games_requested || 0)
                            .arg(words.count(page.result.paired_games || 0))
                    //: Variant lab: a finished comparison; %n how many games each side played
                    return qsTr("%Ln game(s) on each side, on the same seeds.", "", page.result.paired_games || 0)
                }
            }
        }

        // The figures below belong to settings changed since: said, with Run again.
        Rectangle {
            objectName: "labStaleBanner"
            Layout.fillWidth: true
            visible: page.mode === 0 && lab.stale && page.hasResult && !lab.running
            implicitHeight: staleRow.implicitHeight + 12
            radius: Theme.radius
            color: Qt.rgba(0.72, 0.54, 0.23, 0.16)
            border.color: Theme.gold
            RowLayout {
                id: staleRow
                anchors.fill: parent
                anchors.margins: 6
                spacing: 10
                Text {
                    objectName: "labStaleText"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.ink
                    //: Variant lab: shown over the figures once a setting (players, computer players, games, seed, the rules compared) has changed since they were played
                    text: qsTr("The settings have changed: these figures are from the previous run.")
                }
                InkButton {
                    objectName: "labRunAgainButton"
                    primary: true
                    enabled: page.sides.valid === true
                    //: Variant lab: runs the comparison again with the changed settings (on the banner saying the figures are from the previous run)
                    text: qsTr("Run again")
                    onClicked: page.run()
                }
            }
        }

        // Whether the variant still passes the rulebook's scenarios (docs/scenarios.md): the
        // counts, and the failing ones by file:line, spec section and name on demand.
        Rectangle {
            id: scenarioBox
            objectName: "labScenarios"
            Layout.fillWidth: true
            visible: page.mode !== 1 && (lab.scenarios.state === "running" || lab.scenarios.state === "done")
            implicitHeight: scenarioColumn.implicitHeight + 12
            radius: Theme.radius
            color: "transparent"
            border.color: (lab.scenarios.failed || 0) > 0 ? Theme.vermilion : Theme.inkSoft
            property bool expanded: false
            readonly property var failures: lab.scenarios.failures || []
            ColumnLayout {
                id: scenarioColumn
                anchors.fill: parent
                anchors.margins: 6
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    Text {
                        objectName: "labScenariosText"
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        font.pixelSize: 13
                        color: (lab.scenarios.failed || 0) > 0 ? Theme.vermilion : Theme.ink
                        text: {
                            const s = lab.scenarios
                            if (s.state === "running")
                                //: Variant lab: shown while the game's rules scenarios run under the variant
                                return qsTr("Checking the rulebook’s scenarios under this variant…")
                            if (!s.total)
                                //: Variant lab: the game has no rules scenarios (data/games/<id>/scenarios) to check the variant against
                                return qsTr("This game has no rulebook scenarios yet.")
                            //: Variant lab: the counts of the rulebook's scenarios that pass, fail and are skipped under the variant; %1 the three labelled counts ("Passed: 43 · Failed: 8 · Skipped: 2")
                            return qsTr("Rulebook scenarios under this variant: %1").arg(Theme.joinParts([
                                //: Variant lab: how many of the rulebook's scenarios the variant passes (a label, then the count)
                                qsTr("Passed: %1").arg(words.count(s.passed)),
                                //: Variant lab: how many of the rulebook's scenarios fail under the variant (a label, then the count)
                                qsTr("Failed: %1").arg(words.count(s.failed)),
                                //: Variant lab: how many of the rulebook's scenarios do not apply, because they set a rule the variant sets otherwise (a label, then the count)
                                qsTr("Skipped: %1").arg(words.count(s.skipped))]))
                        }
                    }
                    InkButton {
                        objectName: "labScenarioFailuresButton"
                        visible: scenarioBox.failures.length > 0
                        font.pixelSize: 13
                        text: scenarioBox.expanded
                              //: Variant lab: hides the list of the rulebook's scenarios that fail under the variant
                              ? qsTr("Hide the failing ones")
                              //: Variant lab: shows the list of the rulebook's scenarios that fail under the variant (file:line, spec section, name)
                              : qsTr("Show the failing ones")
                        onClicked: scenarioBox.expanded = !scenarioBox.expanded
                    }
                }
                ListView {
                    objectName: "labScenarioFailures"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(contentHeight, 110)
                    visible: scenarioBox.expanded && scenarioBox.failures.length > 0
                    clip: true
                    model: scenarioBox.expanded ? scenarioBox.failures : []
                    ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
                    delegate: Text {
                        required property var modelData
                        width: ListView.view.width
                        elide: Text.ElideRight
                        font.pixelSize: 12
                        color: Theme.ink
                        // The scenario's file and line, its spec section and its name (the
                        // rulebook's own words, in English like data/games/<id>/spec.md).
                        text: Theme.joinParts([modelData.file + ":" + modelData.line,
                                               modelData.spec, modelData.name])
                    }
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: page.mode
            SplitView {
                objectName: "labSplit"
                orientation: Qt.Horizontal

                FiguresTable {
                    id: table
                    objectName: "labFigures"
                    SplitView.preferredWidth: page.width * 0.52
                    SplitView.minimumWidth: 380
                    figures: page.figures
                    words: words
                    running: lab.running
                    settled: lab.settled
                    plannedGames: page.result.games_requested || 0
                    keptGames: page.result.paired_games || 0
                    // Figures of changed settings stay readable but step back.
                    opacity: lab.stale ? 0.55 : 1
                    baseName: page.sideName("base")
                    variantName: page.sideName("variant")
                    onMarginEdited: function(figure, value) { lab.setMargin(figure, value) }
                }

                LabCharts {
                    id: charts
                    objectName: "labCharts"
                    SplitView.fillWidth: true
                    SplitView.minimumWidth: 300
                    charts: lab.charts
                    words: words
                    opacity: lab.stale ? 0.55 : 1
                    baseName: page.sideName("base")
                    variantName: page.sideName("variant")
                    targetMin: lab.targetMin
                    targetMax: lab.targetMax
                    targetShares: lab.targetShares
                    lengthFigure: page.lengthFigure
                }
            }
            SweepView {
                id: sweepView
                objectName: "sweepView"
                sweep: page.sweep
                words: words
                keyInfo: page.sweepKey
                keyInfo2: page.sweepKey2
            }
            AttributionTable {
                id: attributionTable
                objectName: "attributionTable"
                attribution: lab.attribution
                words: words
                running: lab.running && lab.runKind === "attribute"
                settled: lab.settled
            }
            BalanceTable {
                id: balanceTable
                objectName: "balanceTable"
                balance: page.result.balance || ({})
                words: words
                baseName: page.sideName("base")
                variantName: page.sideName("variant")
                opacity: lab.stale ? 0.55 : 1
            }
        }
    }
}
