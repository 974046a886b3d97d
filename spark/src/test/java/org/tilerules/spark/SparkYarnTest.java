package org.tilerules.spark;

import org.apache.hadoop.yarn.conf.YarnConfiguration;
import org.apache.hadoop.yarn.server.MiniYARNCluster;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.RulesLoader;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The YARN recipe of docs/simulation.md ("On a real cluster", step 3) as written, on Hadoop's
 * MiniYARNCluster in this JVM (a resource manager and one node manager, the local file system, no HDFS):
 * {@code SparkSubmit --master yarn --deploy-mode cluster} in a JVM of its own with {@code HADOOP_CONF_DIR}
 * pointing at the mini cluster's configuration, a rule set of one's own with a script shipped as
 * {@code --archives rules.zip#rules} and named with {@code --rules-dir rules/rulesets}. The node manager
 * starts the driver (in the application master's container) and the executor as containers; the driver's
 * report is the container's standard output. The rows and the report are simulate's.
 *
 * <p>What stands in for a Spark installation: the containers' class path is the test's
 * ({@code spark.driver/executor.extraClassPath}), and {@code spark.yarn.jars} names an empty jar so that
 * nothing is uploaded from a SPARK_HOME.
 *
 * <p>About 100 s here (the cluster's start, three JVMs of containers): tagged "long", run by {@code -Plong}.
 */
@Tag("long")
class SparkYarnTest {
    @TempDir(cleanup = CleanupMode.ON_SUCCESS) static Path tmp; // kept when a test fails
    static MiniYARNCluster yarn;
    static Path confDir;

    @BeforeAll static void start() throws Exception {
        YarnConfiguration conf = new YarnConfiguration();
        conf.set("yarn.nodemanager.disk-health-checker.max-disk-utilization-per-disk-percentage", "100.0");
        conf.setBoolean(YarnConfiguration.NM_PMEM_CHECK_ENABLED, false);
        conf.setBoolean(YarnConfiguration.NM_VMEM_CHECK_ENABLED, false);
        conf.setInt(YarnConfiguration.RM_SCHEDULER_MINIMUM_ALLOCATION_MB, 256);
        conf.set(YarnConfiguration.RM_HOSTNAME, "127.0.0.1");
        // the capacity scheduler's one queue (its capacity-scheduler.xml is not on the class path)
        conf.set("yarn.scheduler.capacity.root.queues", "default");
        conf.set("yarn.scheduler.capacity.root.default.capacity", "100");
        conf.set("yarn.scheduler.capacity.root.default.maximum-capacity", "100");
        conf.set("yarn.scheduler.capacity.maximum-am-resource-percent", "1.0");
        yarn = new MiniYARNCluster("SparkYarnTest", 1, 1, 1);
        yarn.init(conf);
        yarn.start();
        // start() may return before the resource manager has written its port into the configuration
        for (int i = 0; i < 600 && yarn.getConfig().get(YarnConfiguration.RM_ADDRESS).endsWith(":0"); i++) Thread.sleep(100);
        assertTrue(!yarn.getConfig().get(YarnConfiguration.RM_ADDRESS).endsWith(":0"), "the resource manager has an address");
        confDir = Files.createDirectories(tmp.resolve("hadoop-conf"));
        try (OutputStream o = Files.newOutputStream(confDir.resolve("yarn-site.xml"))) {
            yarn.getConfig().writeXml(o);
        }
    }

    @AfterAll static void stop() {
        if (yarn != null) yarn.stop();
    }

    /** rules.zip as docs/simulation.md says to make it ({@code zip -r rules.zip rulesets tiles}), with the example rule set 'wells'. */
    static Path rulesZip() throws Exception {
        Path zip = tmp.resolve("rules.zip"), wells = Path.of("..", "examples", "rulesets", "wells");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip)); Stream<Path> files = Files.list(wells)) {
            for (Path f : files.sorted().toList()) {
                z.putNextEntry(new ZipEntry("rulesets/wells/" + f.getFileName()));
                z.write(Files.readAllBytes(f));
                z.closeEntry();
            }
        }
        return zip;
    }

    @Test void theYarnRecipeInClusterModeWithARulesArchiveGivesTheRowsAndReportOfSimulate() throws Exception {
        String cp = System.getProperty("java.class.path");
        Path app = tmp.resolve("tilerules-spark.jar"), noSpark = tmp.resolve("no-spark-jars.jar");
        for (Path jar : List.of(app, noSpark)) {
            java.util.jar.Manifest mf = new java.util.jar.Manifest();
            mf.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
            new java.util.jar.JarOutputStream(Files.newOutputStream(jar), mf).close();
        }
        Path zip = rulesZip(), out = tmp.resolve("yarn-out");
        String javaCmd = ProcessHandle.current().info().command().orElse("java");
        String javaHome = Path.of(javaCmd).toRealPath().getParent().getParent().toString();
        String quiet = "-Dpolyglot.engine.WarnInterpreterOnly=false -Dpolyglotimpl.AttachLibraryFailureAction=ignore";
        Path log4j = tmp.resolve("submit-log4j2.properties"); // the YARN client's application reports
        Files.writeString(log4j, Files.readString(Path.of("src", "test", "resources", "log4j2-test.properties"))
                + "logger.yarn.name = org.apache.spark.deploy.yarn.Client\nlogger.yarn.level = info\n");
        List<String> cmd = new ArrayList<>(List.of(javaCmd, "-Xmx512m", "-Dlog4j2.configurationFile=" + log4j));
        cmd.addAll(List.of(System.getProperty("tilerules.sparkOpens", "").trim().split("\\s+")));
        // spark-submit's launcher puts HADOOP_CONF_DIR on the class path, where Hadoop reads yarn-site.xml
        cmd.addAll(List.of("-cp", confDir + java.io.File.pathSeparator + cp, "org.apache.spark.deploy.SparkSubmit",
                // the recipe (with this machine's sizes)
                "--master", "yarn", "--deploy-mode", "cluster", "--class", "org.tilerules.spark.SparkMain",
                "--num-executors", "1", "--executor-cores", "2", "--executor-memory", "512m", "--driver-memory", "512m",
                "--driver-java-options", "-Xss8m " + quiet, "--conf", "spark.executor.extraJavaOptions=-Xss8m " + quiet,
                "--archives", zip + "#rules",
                // a Spark installation's part: its jars are the test's class path
                "--conf", "spark.yarn.jars=local:" + noSpark, "--conf", "spark.driver.extraClassPath=" + cp,
                "--conf", "spark.executor.extraClassPath=" + cp,
                "--conf", "spark.yarn.appMasterEnv.JAVA_HOME=" + javaHome, "--conf", "spark.executorEnv.JAVA_HOME=" + javaHome,
                "--conf", "spark.yarn.stagingDir=" + tmp.resolve("staging").toUri(),
                "--conf", "spark.yarn.appMasterEnv.SPARK_LOCAL_IP=127.0.0.1", "--conf", "spark.executorEnv.SPARK_LOCAL_IP=127.0.0.1",
                // one attempt: a driver that fails is not run again (YARN's default is two)
                "--conf", "spark.yarn.maxAppAttempts=1",
                "--conf", "spark.ui.enabled=false", "--conf", "spark.tilerules.executorWait=120",
                app.toString(), "simulate", "--rules-dir", "rules/rulesets", "--rules", "base,wells", "--bots", "random",
                "--games", "200", "--compare", "farmer_points=2", "--out", out.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(tmp.resolve("submit.out").toFile()).redirectError(tmp.resolve("submit.err").toFile());
        pb.environment().put("HADOOP_CONF_DIR", confDir.toString());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process p = pb.start();
        boolean ended = p.waitFor(6, TimeUnit.MINUTES);
        if (!ended) p.descendants().forEach(ProcessHandle::destroyForcibly);
        if (!ended) p.destroyForcibly().waitFor();
        String submitOut = Files.readString(tmp.resolve("submit.out")), submitErr = Files.readString(tmp.resolve("submit.err"));
        String driverOut = containerFile("000001", "stdout"), driverErr = containerFile("000001", "stderr");
        String all = submitOut + submitErr + "\n--- driver stdout\n" + driverOut + "\n--- driver stderr\n" + driverErr;
        assertTrue(ended, "spark-submit ended within 6 minutes\n" + all);
        assertEquals(0, p.exitValue(), all);
        assertTrue(submitErr.contains("final status: SUCCEEDED"), all);

        Path csv = tmp.resolve("local.csv");
        SparkSimulateTest.Run local = SparkSimulateTest.local("simulate", "--rules-dir", "../examples/rulesets", "--rules", "base,wells",
                "--bots", "random", "--games", "200", "--compare", "farmer_points=2", "--out", csv.toString());
        assertEquals(0, local.code(), local.err());
        SparkSimulateTest.Run job = new SparkSimulateTest.Run(0, driverOut, driverErr);
        assertTrue(job.lines().get(0).startsWith("200 games (0 to 199, seeds 1 to 200), 2 players, rules base,wells, bots random,random: "), driverOut);
        assertEquals(SparkSimulateTest.report(local), SparkSimulateTest.report(job), "the driver's report (its container's stdout)");
        List<String> cats = RulesLoader.load(org.tilerules.front.RulesPath.of(Path.of("..", "examples", "rulesets"), SparkSimulateTest.RULESETS), List.of("base", "wells")).categories;
        SparkSession spark = SparkSession.builder().master("local[1]").appName("SparkYarnTest")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1").getOrCreate();
        try {
            assertEquals(Files.readString(csv), SparkSimulateTest.csv(spark, out, "true", new String[] {"red", "blue"}, cats, true));
        } finally {
            spark.stop();
        }
    }

    /** A file of a container of the (only) application, from the node manager's log folder (under target/test/data); "" if none. */
    static String containerFile(String container, String name) throws Exception {
        try (Stream<Path> s = Files.walk(yarn.getTestWorkDir().toPath())) {
            List<Path> found = s.filter(f -> f.getFileName().toString().equals(name) && f.getParent().getFileName().toString().endsWith("_" + container)).toList();
            return found.isEmpty() ? "" : Files.readString(found.get(0));
        }
    }
}
