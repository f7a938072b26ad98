// SPDX-License-Identifier: GPL-3.0-or-later
// BoardGraph: reading a graph from YAML with its reference checks, adjacency, exact-length
// simple paths, regions and the JSON for views.
#include "board/board_graph.h"
#include "data/node_reader.h"
#include "data/yaml_reader.h"
#include "games/garden/garden_definition.h"
#include "test_support.h"

#include <QtTest>

using namespace kotatsu;
using namespace kotatsu::board;

namespace {

// A small island: a ring of six spaces (three of them coastal towns), two mountain towns
// inland joined to the coast by routes, and three regions between the routes.
//
//        s0 ── C1 ── s1
//        │      \     │          ring: s0 C1 s1 C2 s2 C3 (and back to s0)
//        C3      M1   C2         routes: M1-M2, C1-M1, C2-M1, C3-M2
//        │   M2 /     │
//        └── s2 ──────┘
//
// Node indices in file order: s0 0, C1 1, s1 2, C2 3, s2 4, C3 5, M1 6, M2 7.
const char *const kIsland = R"(nodes:
  - {id: s0, kind: space, at: [0, 0]}
  - {id: C1, kind: coastal_town, at: [2, 0], name: {en: Port, es: Puerto, fr: Port, ja: 港, hu: Kikötő}}
  - {id: s1, kind: space, at: [4, 0]}
  - {id: C2, kind: coastal_town, at: [4, 2]}
  - {id: s2, kind: space, at: [2, 4]}
  - {id: C3, kind: coastal_town, at: [0, 2]}
  - {id: M1, kind: mountain_town, at: [2.5, 1.5], attributes: {draw: 3}}
  - {id: M2, kind: mountain_town, at: [1.5, 2.5], attributes: {draw: 2}}
edges:
  - {chain: [s0, C1, s1, C2, s2, C3, s0], kind: ring}
  - {a: M1, b: M2, kind: route, attributes: {colour: "#e08a2c"}}
  - {a: C1, b: M1, kind: route}
  - {a: C2, b: M1, kind: route}
  - {a: C3, b: M2, kind: route}
regions:
  - {id: R1, nodes: [s0, C1, C3, M1, M2], adjacent: [R2, R3]}
  - {id: R2, nodes: [C1, s1, C2, M1], adjacent: [R1, R3]}
  - {id: R3, nodes: [C2, s2, C3, M1, M2], adjacent: [R1, R2]}
)";

GraphSchema islandSchema()
{
    GraphSchema schema;
    schema.nodeKinds = {"space", "coastal_town", "mountain_town"};
    schema.edgeKinds = {"ring", "route"};
    return schema;
}

struct ReadResult
{
    std::optional<BoardGraph> graph;
    QStringList errors;
};

ReadResult read(const std::string &text, const GraphSchema &schema = islandSchema())
{
    ReadResult out;
    DataErrors errors;
    auto root = readYamlText(text, "g.yaml", errors);
    if (root) {
        NodeReader reader(*root, "", errors);
        out.graph = readBoardGraph(reader, schema);
        reader.finish();
    }
    for (const DataError &e : errors)
        out.errors << QString::fromStdString(e.format());
    return out;
}

// The island with one piece of text replaced.
std::string island(const std::string &from, const std::string &to)
{
    std::string text = kIsland;
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("'%s' is not in the island", from.c_str());
    text.replace(at, from.size(), to);
    return text;
}

QStringList ids(const BoardGraph &g, const std::vector<std::vector<int>> &paths)
{
    QStringList out;
    for (const auto &path : paths) {
        QStringList names;
        for (int n : path)
            names << QString::fromStdString(g.node(n).id);
        out << names.join('-');
    }
    return out;
}

} // namespace

class TestBoardGraph : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAGraph()
    {
        const auto r = read(kIsland);
        QVERIFY2(r.graph, qPrintable(r.errors.join('\n')));
        const BoardGraph &g = *r.graph;
        QCOMPARE(g.nodeCount(), 8);
        QCOMPARE(g.edgeCount(), 10); // six ring steps, four routes
        QCOMPARE(g.regionCount(), 3);
        const int c1 = g.findNode("C1");
        QCOMPARE(c1, 1);
        QCOMPARE(g.node(c1).kind, g.nodeKind("coastal_town"));
        QCOMPARE(g.node(c1).name.get("ja"), std::string("港"));
        QCOMPARE(g.node(c1).position, (Point{2, 0}));
        QCOMPARE(g.node(g.findNode("M1")).position, (Point{2.5, 1.5}));
        QCOMPARE(g.node(g.findNode("M1")).attributes.get("draw"), std::string("3"));
        QCOMPARE(g.node(0).owner, -1);
        const Edge &route = g.edge(6); // the first edge after the chain
        QCOMPARE(g.node(route.a).id, std::string("M1"));
        QCOMPARE(g.node(route.b).id, std::string("M2"));
        QCOMPARE(route.kind, g.edgeKind("route"));
        QCOMPARE(route.attributes.get("colour"), std::string("#e08a2c"));
        QCOMPARE(g.edge(5).kind, g.edgeKind("ring")); // C3-s0 closes the ring
        QCOMPARE(g.node(g.edge(5).b).id, std::string("s0"));
        QCOMPARE(g.findNode("nowhere"), -1);
    }

    void cellsGivePositionsAndOwners()
    {
        GraphSchema schema;
        schema.nodeKinds = {"field"};
        schema.edgeKinds = {"line"};
        schema.owners = {"kokeshi", "samurai"};
        const auto r = read(R"(nodes:
  - {id: a1, cells: [[0, 0]]}
  - {id: base, cells: [[1, 0], [2, 0]], owner: samurai}
edges:
  - {a: a1, b: base, segment: [1, 0, 1, 1]}
regions:
  - {id: all, nodes: [a1, base]}
)",
                            schema);
        QVERIFY2(r.graph, qPrintable(r.errors.join('\n')));
        QCOMPARE(r.graph->node(0).position, (Point{0.5, 0.5}));
        QCOMPARE(r.graph->node(1).position, (Point{2, 0.5}));
        QCOMPARE(r.graph->node(1).owner, 1);
        QCOMPARE(r.graph->node(1).kind, 0); // the only kind needs no `kind`
        QVERIFY(r.graph->edge(0).segment);
        QCOMPARE((*r.graph->edge(0).segment)[1], (Point{1, 1}));
        const Json json = r.graph->toJson();
        QCOMPARE(json.get("bounds").dump(), std::string("[0,0,3,1]"));
        // The outline of three cells in a row: 3 below, 3 above, one at each end.
        QCOMPARE(json.get("regions").at(0).get("outline").size(), std::size_t{8});
        QCOMPARE(json.get("nodes").at(1).get("owner").asInt(), 1);
        QCOMPARE(json.get("edges").at(0).get("segment").dump(), std::string("[1,0,1,1]"));
    }

    // Each reference error at the position of the value at fault, with its key path.
    void referenceErrors_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown node in an edge")
            << "{a: C3, b: M2,"
            << "{a: C3, b: M3,"
            << "g.yaml:15:16: edges[4].b: unknown node 'M3' (did you mean 'M1'?)";
        QTest::newRow("unknown node in a chain")
            << "[s0, C1, s1, C2, s2"
            << "[s0, C1, s1, C2, s3"
            << "g.yaml:11:30: edges[0].chain[4]: unknown node 's3' (did you mean 's0'?)";
        QTest::newRow("unknown node far from every id")
            << "{a: C1, b: M1,"
            << "{a: Kyoto, b: M1,"
            << "g.yaml:13:9: edges[2].a: unknown node 'Kyoto'";
        QTest::newRow("duplicate node id")
            << "{id: s2, kind: space"
            << "{id: s1, kind: space"
            << "g.yaml:6:10: nodes[4].id: node 's1' appears twice (first at line 4)";
        QTest::newRow("self-loop") << "{a: C2, b: M1,"
                                   << "{a: C2, b: C2,"
                                   << "g.yaml:14:16: edges[3].b: an edge from 'C2' to itself";
        QTest::newRow("parallel edge")
            << "{a: C2, b: M1,"
            << "{a: M2, b: M1,"
            << "g.yaml:14:16: edges[3].b: 'M2' and 'M1' are already joined (edges[1])";
        QTest::newRow("unknown node kind")
            << "{id: M2, kind: mountain_town"
            << "{id: M2, kind: montain_town"
            << "g.yaml:9:20: nodes[7].kind: unknown node kind 'montain_town' (did you mean "
               "'mountain_town'?)";
        QTest::newRow("unknown edge kind")
            << "{a: C1, b: M1, kind: route}"
            << "{a: C1, b: M1, kind: road}"
            << "g.yaml:13:26: edges[2].kind: unknown edge kind 'road' (the edge kinds are "
               "ring, route)";
        QTest::newRow("missing node kind")
            << "{id: s1, kind: space, at: [4, 0]}"
            << "{id: s1, at: [4, 0]}"
            << "g.yaml:4:5: nodes[2].kind: missing required key (one of space, coastal_town, "
               "mountain_town)";
        QTest::newRow("unknown region node")
            << "nodes: [C1, s1,"
            << "nodes: [C1, s9,"
            << "g.yaml:18:26: regions[1].nodes[1]: unknown node 's9' (did you mean 's0'?)";
        QTest::newRow("asymmetric adjacency")
            << "adjacent: [R1, R2]}"
            << "adjacent: [R1]}"
            << "g.yaml:18:54: regions[1].adjacent[1]: 'R2' lists 'R3' as adjacent, but 'R3' "
               "does not list 'R2'";
        QTest::newRow("unknown adjacent region")
            << "adjacent: [R1, R3]}"
            << "adjacent: [R1, R4]}"
            << "g.yaml:18:54: regions[1].adjacent[1]: unknown region 'R4' (did you mean 'R1'?)";
        QTest::newRow("duplicate region id")
            << "{id: R3,"
            << "{id: R2,"
            << "g.yaml:19:10: regions[2].id: region 'R2' appears twice (first at line 18)";
        QTest::newRow("missing position")
            << "{id: s0, kind: space, at: [0, 0]}"
            << "{id: s0, kind: space}"
            << "g.yaml:2:5: nodes[0].at: missing required key (a position [x, y], or cells)";
    }
    void referenceErrors()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const auto r = read(island(from.toStdString(), to.toStdString()));
        QVERIFY(!r.graph);
        QVERIFY2(!r.errors.isEmpty(), "an error is reported");
        QVERIFY2(r.errors.contains(expected),
                 qPrintable("expected " + expected + "\ngot\n" + r.errors.join('\n')));
    }

    void unknownKeysAreReported()
    {
        const auto r = read(island("{id: s0, kind: space, at: [0, 0]}",
                                   "{id: s0, kind: space, at: [0, 0], nmae: x}"));
        QVERIFY(!r.graph);
        QCOMPARE(r.errors, QStringList{"g.yaml:2:39: nodes[0].nmae: unknown key (did you mean "
                                       "'name'?)"});
    }

    void adjacencyIsIndexBased()
    {
        const BoardGraph g = *read(kIsland).graph;
        const Adjacency &adj = g.adjacency();
        QCOMPARE(adj.size(), 8);
        // M1 (6): C1 (1) and C2 (3) by route, M2 (7) by route, in node order.
        const auto links = g.links(6);
        QCOMPARE(static_cast<int>(links.size()), 3);
        QCOMPARE(int(links[0].to), 1);
        QCOMPARE(int(links[1].to), 3);
        QCOMPARE(int(links[2].to), 7);
        QCOMPARE(int(links[2].edge), 6);
        QCOMPARE(int(links[0].kind), g.edgeKind("route"));
        // C1 (1): s0 (0) and s1 (2) on the ring, M1 (6) by route.
        QCOMPARE(adj.degree(1), 3);
        QCOMPARE(int(adj.links(1)[0].kind), g.edgeKind("ring"));
        QVERIFY(adj.adjacent(0, 5)); // the ring closes: s0-C3
        QVERIFY(adj.adjacent(5, 0));
        QVERIFY(!adj.adjacent(0, 6));
        QCOMPARE(g.edgeBetween(3, 6), 8);
        QCOMPARE(g.edgeBetween(6, 3), 8);
        QCOMPARE(g.edgeBetween(0, 7), -1);
        QCOMPARE(adj.kindOf(7), g.nodeKind("mountain_town"));

        // A rank reorders each node's links by their target.
        BoardGraph ranked = g;
        const std::vector<int> rank{7, 6, 5, 4, 3, 2, 1, 0};
        ranked.finish(rank);
        QCOMPARE(int(ranked.links(6)[0].to), 7);
        QCOMPARE(int(ranked.links(6)[2].to), 1);
    }

    // Paths counted by hand on the island above.
    void exactLengthPaths()
    {
        const BoardGraph g = *read(kIsland).graph;
        const int m1 = g.findNode("M1");
        const int c1 = g.findNode("C1");
        const int s0 = g.findNode("s0");
        const PathFilter routes = g.filter({"route"});
        // The merchant: exactly n routes.
        QCOMPARE(ids(g, g.simplePaths(m1, 1, routes)), (QStringList{"M1-C1", "M1-C2", "M1-M2"}));
        QCOMPARE(ids(g, g.simplePaths(m1, 2, routes)), (QStringList{"M1-M2-C3"}));
        QCOMPARE(ids(g, g.simplePaths(m1, 3, routes)), QStringList{});
        QCOMPARE(ids(g, g.simplePaths(c1, 2, routes)), (QStringList{"C1-M1-C2", "C1-M1-M2"}));
        QCOMPARE(ids(g, g.simplePaths(c1, 3, routes)), (QStringList{"C1-M1-M2-C3"}));
        QCOMPARE(ids(g, g.simplePaths(c1, 0, routes)), (QStringList{"C1"}));
        // Every edge kind: from s0 two steps go round the ring or turn inland.
        QCOMPARE(ids(g, g.simplePaths(s0, 2)),
                 (QStringList{"s0-C1-s1", "s0-C1-M1", "s0-C3-s2", "s0-C3-M2"}));
        // The ring alone: five steps reach C3 or C1 the long way; six would close the ring.
        const PathFilter ring = g.filter({"ring"});
        QCOMPARE(ids(g, g.simplePaths(s0, 5, ring)),
                 (QStringList{"s0-C1-s1-C2-s2-C3", "s0-C3-s2-C2-s1-C1"}));
        QCOMPARE(ids(g, g.simplePaths(s0, 6, ring)), QStringList{});
        // Passing only through spaces: no two-step path from s0 (both neighbours are towns).
        QCOMPARE(ids(g, g.simplePaths(s0, 2, g.filter({}, {"space"}))), QStringList{});
        // Ending only on mountain towns.
        QCOMPARE(ids(g, g.simplePaths(c1, 2, g.filter({"route"}, {}, {"mountain_town"}))),
                 (QStringList{"C1-M1-M2"}));
        // Out of range starts and lengths give nothing.
        QVERIFY(g.simplePaths(-1, 1).empty());
        QVERIFY(g.simplePaths(99, 1).empty());
        QVERIFY(g.simplePaths(s0, kMaxPathLength + 1).empty());
    }

    void pathTable()
    {
        const BoardGraph g = *read(kIsland).graph;
        const PathTable table(g.adjacency(), 3, g.filter({"route"}));
        QCOMPARE(table.maxLength(), 3);
        const int m1 = g.findNode("M1");
        const int c1 = g.findNode("C1");
        QCOMPARE(table.count(m1, 1), std::size_t{3});
        QCOMPARE(table.count(m1, 2), std::size_t{1});
        const auto path = table.path(m1, 2, 0);
        QCOMPARE(static_cast<int>(path.size()), 3);
        QCOMPARE(int(path[0]), m1);
        QCOMPARE(int(path[1]), g.findNode("M2"));
        QCOMPARE(int(path[2]), g.findNode("C3"));
        const auto ends = table.ends(c1, 2);
        QCOMPARE(static_cast<int>(ends.size()), 2);
        QCOMPARE(int(ends[0]), g.findNode("C2"));
        QCOMPARE(int(ends[1]), g.findNode("M2"));
        QCOMPARE(table.count(c1, 3), std::size_t{1});
        QCOMPARE(table.count(g.findNode("s0"), 1), std::size_t{0}); // no route from s0
        QCOMPARE(table.count(m1, 4), std::size_t{0});               // beyond the table
        QVERIFY(table.path(m1, 2, 1).empty());
        // The table agrees with the search for every start and length.
        for (int from = 0; from < g.nodeCount(); ++from) {
            for (int length = 1; length <= 3; ++length) {
                const auto paths = g.simplePaths(from, length, g.filter({"route"}));
                QCOMPARE(table.count(from, length), paths.size());
                for (std::size_t i = 0; i < paths.size(); ++i) {
                    const auto p = table.path(from, length, i);
                    QVERIFY(std::equal(p.begin(), p.end(), paths[i].begin(), paths[i].end()));
                }
            }
        }
    }

    void regions()
    {
        const BoardGraph g = *read(kIsland).graph;
        QCOMPARE(g.findRegion("R2"), 1);
        QCOMPARE(g.region(1).nodes, (std::vector<int>{1, 2, 3, 6}));
        const auto of = g.regionsOf(g.findNode("C1"));
        QCOMPARE(std::vector<int>(of.begin(), of.end()), (std::vector<int>{0, 1}));
        const auto ofM1 = g.regionsOf(g.findNode("M1"));
        QCOMPARE(static_cast<int>(ofM1.size()), 3);
        QCOMPARE(static_cast<int>(g.regionsOf(g.findNode("s1")).size()), 1);
        const Adjacency &ra = g.regionAdjacency();
        QCOMPARE(ra.size(), 3);
        QVERIFY(ra.adjacent(0, 1));
        QVERIFY(ra.adjacent(2, 0));
        QCOMPARE(ra.degree(1), 2);
        // The artist: exactly n regions without re-entering one.
        QCOMPARE(static_cast<int>(simplePaths(ra, 0, 2).size()), 2); // R1-R2-R3, R1-R3-R2
        QCOMPARE(simplePaths(ra, 0, 2)[0], (std::vector<int>{0, 1, 2}));
        QVERIFY(simplePaths(ra, 0, 3).empty());
    }

    void toJson()
    {
        const BoardGraph g = *read(kIsland).graph;
        const Json json = g.toJson();
        QCOMPARE(json.get("node_kinds").dump(),
                 std::string(R"(["space","coastal_town","mountain_town"])"));
        QCOMPARE(json.get("edge_kinds").dump(), std::string(R"(["ring","route"])"));
        QCOMPARE(json.get("bounds").dump(), std::string("[0,0,4,4]"));
        QCOMPARE(json.get("nodes").size(), std::size_t{8});
        QCOMPARE(json.get("nodes").at(1).dump(),
                 std::string(R"({"id":"C1","kind":"coastal_town","owner":null,"position":[2,0],)"
                             R"("name":{"en":"Port","es":"Puerto","fr":"Port","ja":"港",)"
                             R"("hu":"Kikötő"}})"));
        QCOMPARE(json.get("nodes").at(6).get("attributes").dump(), std::string(R"({"draw":"3"})"));
        QCOMPARE(json.get("edges").size(), std::size_t{10});
        QCOMPARE(json.get("edges").at(6).dump(),
                 std::string(R"({"a":"M1","b":"M2","kind":"route","attributes":)"
                             R"({"colour":"#e08a2c"}})"));
        QCOMPARE(json.get("edges").at(0).dump(),
                 std::string(R"({"a":"s0","b":"C1","kind":"ring"})"));
        QCOMPARE(json.get("regions").at(1).dump(),
                 std::string(R"({"id":"R2","kind":"region","nodes":["C1","s1","C2","M1"],)"
                             R"("adjacent":["R1","R3"]})"));
    }

    // A game builds its graph in code: the same adjacency and paths.
    void builtInCode()
    {
        BoardGraph g({"space"}, {"step"});
        for (int i = 0; i < 37; ++i) {
            Node n;
            n.id = "s" + std::to_string(i);
            n.position = {static_cast<double>(i), 0};
            g.addNode(std::move(n));
        }
        for (int i = 0; i < 37; ++i) {
            Edge e;
            e.a = i;
            e.b = (i + 1) % 37;
            e.tag = i;
            g.addEdge(std::move(e));
        }
        g.finish();
        QCOMPARE(g.adjacency().degree(0), 2);
        QCOMPARE(int(g.links(0)[1].to), 36);
        QCOMPARE(int(g.links(0)[1].tag), 36);
        QCOMPARE(g.simplePaths(0, 36).size(), std::size_t{2}); // round either way
        QCOMPARE(g.simplePaths(0, 37).size(), std::size_t{0});
        QCOMPARE(g.simplePaths(5, 3).size(), std::size_t{2});
    }

    // The garden is the graph's first user: node i is region i, edge i is line i (its colour
    // in the tag), links in the order of the neighbours' names, the cards as regions.
    void gardenBoardIsAGraph()
    {
        const auto def = test::definition("garden");
        const auto &garden = dynamic_cast<const garden::GardenDefinition &>(*def);
        const garden::Board &b = garden.board();
        const BoardGraph &g = b.graph;
        QCOMPARE(g.nodeCount(), static_cast<int>(b.regions.size()));
        QCOMPARE(g.edgeCount(), static_cast<int>(b.lines.size()));
        QCOMPARE(g.regionCount(), static_cast<int>(b.tileSlots.size()));
        for (int r = 0; r < g.nodeCount(); ++r) {
            QCOMPARE(g.node(r).id, b.regions[static_cast<std::size_t>(r)].name);
            const auto links = g.links(r);
            for (std::size_t k = 1; k < links.size(); ++k)
                QVERIFY(b.nameRank[links[k - 1].to] < b.nameRank[links[k].to]);
        }
        for (int e = 0; e < g.edgeCount(); ++e) {
            const garden::Line &line = b.lines[static_cast<std::size_t>(e)];
            QCOMPARE(g.edge(e).a, line.a);
            QCOMPARE(g.edge(e).b, line.b);
            QCOMPARE(g.edgeBetween(line.b, line.a), e);
            QCOMPARE(b.lineColour(line.a, line.b), line.colour);
            QCOMPARE(g.edge(e).attributes.get("colour"), garden.colourId(line.colour));
        }
        const int c3 = b.findRegion("c3");
        QCOMPARE(g.node(c3).position, (Point{2.5, 2.5}));
        QCOMPARE(g.node(b.home[0]).owner, 0);
        // A card holds its four fields and touches the cards beside it.
        QCOMPARE(g.region(0).nodes.size(), std::size_t{4});
        QVERIFY(!g.region(0).adjacent.empty());
        const Json json = garden.describe();
        QCOMPARE(json.get("graph").get("nodes").size(), b.regions.size());
        QCOMPARE(json.get("graph").get("bounds").dump(),
                 "[0,0," + std::to_string(b.width) + "," + std::to_string(b.height) + "]");
        QCOMPARE(json.get("graph").get("edges").at(0).get("segment").dump(),
                 json.get("lines").at(0).get("edge").dump());
        QVERIFY(json.find("regions") && json.find("lines") && json.find("slots"));
    }
};

QTEST_GUILESS_MAIN(TestBoardGraph)
#include "tst_board_graph.moc"
