// SPDX-License-Identifier: GPL-3.0-or-later
.pragma library

// The rules editor's forms scroll to an item on a 30 ms timer (SchemaForms.reveal), and their
// layouts place it when the window is next polished: a fixed wait(80) after reveal() was too
// short on a loaded machine (the click then missed a field that was not yet where it was going).
// reveal() returns once the timer has had its time and `item` stands still over two frames (each
// drawn after its own request, so no polish is pending), or fails the test.
function reveal(testCase, win, page, item) {
    page.forms.reveal(item)
    let last = null
    for (let attempt = 0; attempt < 50; ++attempt) {
        testCase.wait(40)
        win.update()
        testCase.waitForRendering(win.contentItem)
        const p = item.mapToItem(win.contentItem, 0, 0)
        if (last && p.x === last.x && p.y === last.y)
            return
        last = p
    }
    testCase.fail("the forms did not settle on " + item)
}
