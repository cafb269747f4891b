package loadlab.reports.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Every version is decided in the root pom. The server module's parent is the root, and Micronaut's
 * versions (Netty's, the MongoDB driver's, Jackson's, logback's with them) come from the platform BOM
 * it imports at the root's micronaut.platform.version. So server/pom.xml states no version of its own:
 * no literal in a {@code <version>} but its parent's, no property the root already defines, no
 * {@code *.version} property at all. This fails the build the moment one is written back into it.
 */
class BuildVersionsTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final String PLATFORM = "micronaut-platform";

    @Test
    void theServersParentIsTheRootPom() throws Exception {
        Element root = pom("pom.xml");
        Element parent = child(pom("server/pom.xml"), "parent");

        assertThat(text(parent, "groupId")).isEqualTo(text(root, "groupId"));
        assertThat(text(parent, "artifactId")).isEqualTo(text(root, "artifactId"));
        assertThat(text(parent, "version")).isEqualTo(text(root, "version"));
        assertThat(text(parent, "relativePath")).isEqualTo("../pom.xml");
    }

    @Test
    void everyVersionTheServerNamesIsARootProperty() throws Exception {
        Map<String, String> root = properties(pom("pom.xml"));
        Element server = pom("server/pom.xml");
        Element parent = child(server, "parent");

        List<String> versions = new ArrayList<>();
        NodeList elements = server.getElementsByTagName("version");
        for (int i = 0; i < elements.getLength(); i++) {
            if (elements.item(i).getParentNode() != parent) {
                versions.add(elements.item(i).getTextContent().trim());
            }
        }

        assertThat(versions).as("the <version>s of server/pom.xml").isNotEmpty()
                .allSatisfy(version -> assertThat(version).as("a <version> in server/pom.xml")
                        .matches("\\$\\{[^}]+}")
                        .satisfies(reference -> assertThat(property(reference))
                                .as("the property %s names", reference)
                                .satisfiesAnyOf(name -> assertThat(name).isEqualTo("project.version"),
                                        name -> assertThat(root).containsKey(name))));
    }

    @Test
    void theServerDefinesNoVersionProperty() throws Exception {
        Map<String, String> root = properties(pom("pom.xml"));
        Map<String, String> server = properties(pom("server/pom.xml"));

        assertThat(server.keySet()).as("the <properties> of server/pom.xml")
                .doesNotContainAnyElementsOf(root.keySet())
                .noneMatch(name -> name.endsWith(".version") || name.endsWith("Version"));
    }

    @Test
    void theServerAloneImportsTheMicronautPlatformAtTheRootsVersion() throws Exception {
        Map<String, Element> server = managed(pom("server/pom.xml"));
        Map<String, Element> root = managed(pom("pom.xml"));

        assertThat(server).containsKey(PLATFORM);
        Element platform = server.get(PLATFORM);
        assertThat(text(platform, "groupId")).isEqualTo("io.micronaut.platform");
        assertThat(text(platform, "type")).isEqualTo("pom");
        assertThat(text(platform, "scope")).isEqualTo("import");
        assertThat(text(platform, "version")).isEqualTo("${micronaut.platform.version}");
        assertThat(properties(pom("pom.xml"))).containsKey("micronaut.platform.version");
        // Not the root's: the Gatling suite would get Micronaut's Netty and Jackson in place of Gatling's.
        assertThat(root).doesNotContainKey(PLATFORM);
    }

    private static String property(String reference) {
        return reference.substring(2, reference.length() - 1);
    }

    private static Element pom(String path) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(ROOT.resolve(path).toFile())
                .getDocumentElement();
    }

    private static Map<String, String> properties(Element project) {
        Map<String, String> values = new LinkedHashMap<>();
        Element properties = child(project, "properties");
        if (properties != null) {
            for (Element entry : children(properties)) {
                values.put(entry.getNodeName(), entry.getTextContent().trim());
            }
        }
        return values;
    }

    /** The project's own dependencyManagement entries (not a profile's), by artifactId. */
    private static Map<String, Element> managed(Element project) {
        Map<String, Element> entries = new LinkedHashMap<>();
        Element management = child(project, "dependencyManagement");
        if (management != null) {
            for (Element dependency : children(child(management, "dependencies"))) {
                entries.put(text(dependency, "artifactId"), dependency);
            }
        }
        return entries;
    }

    private static List<Element> children(Element element) {
        List<Element> children = new ArrayList<>();
        NodeList nodes = element.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE) {
                children.add((Element) nodes.item(i));
            }
        }
        return children;
    }

    private static Element child(Element element, String name) {
        return children(element).stream().filter(child -> child.getNodeName().equals(name)).findFirst().orElse(null);
    }

    private static String text(Element element, String name) {
        Element child = child(element, name);
        return child == null ? null : child.getTextContent().trim();
    }
}
