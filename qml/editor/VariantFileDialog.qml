// SPDX-License-Identifier: GPL-3.0-or-later
import QtCore
import QtQuick
import QtQuick.Dialogs

// A file dialog of My variants (QtQuick.Dialogs, loaded only where it is installed): one to
// export, one to import. Each keeps its `action`: Qt 6.4's dialog keeps the mode and the button
// it was first shown with, whatever is set later.
FileDialog {
    // "export" (of the variant `variantId`) or "import", set before it is first shown.
    property string action: "import"
    property string variantId: ""
    readonly property bool exporting: action === "export"

    fileMode: exporting ? FileDialog.SaveFile : FileDialog.OpenFile
    title: exporting
           //: Title of the file dialog that exports one of the user's variants; %1 is its id
           ? qsTr("Export the variant “%1”").arg(variantId)
           //: Title of the file dialog that imports a variant file
           : qsTr("Import a variant file")
    //: File dialog button that writes the exported variant file
    acceptLabel: exporting ? qsTr("Save") : ""
    defaultSuffix: "yaml"
    //: File dialog filter for variant files
    nameFilters: [qsTr("Kotatsu variants (*.yaml)")]

    // Opens it in `folder` ("" the home folder; Qt's own default is the folder the app was
    // started from, and its dialog forgets the folder it was in once closed). Exporting, a file
    // named after the variant is proposed, so that Save works at once; importing, `file` (the
    // last one chosen) is selected if there is one.
    function openIn(folder, file) {
        const start = String(folder) !== "" ? String(folder)
                                            : String(StandardPaths.writableLocation(StandardPaths.HomeLocation))
        currentFolder = start
        if (exporting)
            selectedFile = start + "/" + variantId + ".yaml"
        else if (String(file) !== "")
            selectedFile = file
        open()
    }
    // The file chosen, as a file URL: Qt 6.4 gives a typed name as a bare path, which the
    // dialog would read relative to the working folder if it were given back.
    function chosenFile() { return "file://" + String(selectedFile).replace(/^file:\/\//, "") }
}
