// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest as QtTest

// Qt Quick Test's TestCase whose tryCompare and tryVerify look again soon after a condition
// does not yet hold. A test file imports it after QtTest (`import KotatsuTest`), and its
// `TestCase` is this one (the test runner puts tests/qml/imports on the import path).
//
// Qt's own (Qt 6.4, TestCase.qml) waits 50 ms between two looks: a condition that becomes true
// a millisecond later (a page pushed, a pop-up opened, a property bound) still costs 50 ms of
// a test doing nothing, while under ctest -j2 a core may stand idle. Here the waits between
// looks grow 1, 2, 4, 8, 16 ms and then stay at 16 ms; the checks are Qt's, with the same
// timeouts (5 s unless given, as time on the clock), the same messages, and a failure
// reported at the test's own line.
QtTest.TestCase {
    // util.callerFile()/callerLine() inside TestCase.qml name the caller of the function
    // that asks: here, the test line that called tryCompare or tryVerify.
    QtTest.TestUtil {
        id: callerOf
    }

    // Waits until `holds()` is true or `timeout` ms have passed; returns nothing (the caller
    // checks once more and reports).
    function kotatsuPoll(holds, timeout) {
        if (holds())
            return
        wait(0)
        const start = Date.now()
        let step = 1
        while (!holds() && Date.now() - start < timeout) {
            wait(step)
            step = Math.min(16, step * 2)
        }
    }

    function tryVerify(expressionFunction, timeout, msg) {
        if (!expressionFunction || !(expressionFunction instanceof Function)) {
            qtest_results.fail("First argument must be a function", callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        if (timeout && typeof(timeout) !== "number") {
            qtest_results.fail("timeout argument must be a number", callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        if (msg && typeof(msg) !== "string") {
            qtest_results.fail("message argument must be a string", callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        if (!timeout)
            timeout = 5000
        if (msg === undefined)
            msg = "function returned false"
        kotatsuPoll(expressionFunction, timeout)
        if (!qtest_results.verify(expressionFunction(), msg, callerOf.callerFile(), callerOf.callerLine()))
            throw new Error("QtQuickTest::fail")
    }

    function tryCompare(obj, prop, ...args) {
        if (typeof(prop) != "string" && typeof(prop) != "number") {
            qtest_results.fail("A property name as string or index is required for tryCompare",
                               callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        if (args.length == 0) {
            qtest_results.fail("A value is required for tryCompare", callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        let [value, timeout, msg] = args
        if (timeout !== undefined && typeof(timeout) != "number") {
            qtest_results.fail("timeout should be a number", callerOf.callerFile(), callerOf.callerLine())
            throw new Error("QtQuickTest::fail")
        }
        if (!timeout)
            timeout = 5000
        if (msg === undefined)
            msg = "property " + prop
        kotatsuPoll(() => qtest_compareInternal(obj[prop], value), timeout)
        const actual = obj[prop]
        const success = qtest_compareInternal(actual, value)
        if (!qtest_results.compare(success, msg, qtest_results.stringify(actual), qtest_results.stringify(value),
                                   callerOf.callerFile(), callerOf.callerLine()))
            throw new Error("QtQuickTest::fail")
    }
}
