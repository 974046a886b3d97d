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
 * A second test submits in client mode with a local rule folder.
 *
 * <p>About 200 s here for both (the cluster's start, and per test spark-submit and two containers' JVMs):
 * tagged "long", run by {@code -Plong}.
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

    /** What one spark-submit left: its exit code and output, and the YARN application's id. */
    record Submit(int code, String out, String err, String appId) {
        String all() throws Exception {
            return out + err + "\n--- driver stdout\n" + containerFile(appId, "000001", "stdout")
                    + "\n--- driver stderr\n" + containerFile(appId, "000001", "stderr");
        }
    }

    /**
     * {@code spark-submit --master yarn --deploy-mode MODE} with the recipe's options (this machine's
     * sizes), the stand-ins for a Spark installation, then {@code options}, the jar and the job's arguments.
     */
    static Submit submit(String name, String mode, List<String> options, String... job) throws Exception {
        String cp = System.getProperty("java.class.path");
        Path app = tmp.resolve("tilerules-spark.jar"), noSpark = tmp.resolve("no-spark-jars.jar");
        for (Path jar : List.of(app, noSpark)) {
            java.util.jar.Manifest mf = new java.util.jar.Manifest();
            mf.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
            new java.util.jar.JarOutputStream(Files.newOutputStream(jar), mf).close();
        }
        String javaCmd = ProcessHandle.current().info().command().orElse("java");
        String javaHome = Path.of(javaCmd).toRealPath().getParent().getParent().toString();
        String quiet = "-Dpolyglot.engine.WarnInterpreterOnly=false -Dpolyglotimpl.AttachLibraryFailureAction=ignore";
        Path log4j = tmp.resolve("submit-log4j2.properties"); // the YARN client's application reports
        Files.writeString(log4j, Files.readString(Path.of("src", "test", "resources", "log4j2-test.properties"))
                + "logger.yarn.name = org.apache.spark.deploy.yarn.Client\nlogger.yarn.level = info\n");
        // in client mode this JVM is the driver: spark-submit's launcher gives it --driver-java-options
        List<String> cmd = new ArrayList<>(List.of(javaCmd, "-Xmx512m", "-Xss8m", "-Dlog4j2.configurationFile=" + log4j));
        cmd.addAll(List.of(quiet.split(" ")));
        cmd.addAll(List.of(System.getProperty("tilerules.sparkOpens", "").trim().split("\\s+")));
        // spark-submit's launcher puts HADOOP_CONF_DIR on the class path, where Hadoop reads yarn-site.xml
        cmd.addAll(List.of("-cp", confDir + java.io.File.pathSeparator + cp, "org.apache.spark.deploy.SparkSubmit",
                // the recipe (with this machine's sizes)
                "--master", "yarn", "--deploy-mode", mode, "--class", "org.tilerules.spark.SparkMain",
                "--num-executors", "1", "--executor-cores", "2", "--executor-memory", "512m", "--driver-memory", "512m",
                "--driver-java-options", "-Xss8m " + quiet, "--conf", "spark.executor.extraJavaOptions=-Xss8m " + quiet,
                // a Spark installation's part: its jars are the test's class path
                "--conf", "spark.yarn.jars=local:" + noSpark, "--conf", "spark.driver.extraClassPath=" + cp,
                "--conf", "spark.executor.extraClassPath=" + cp, "--conf", "spark.yarn.am.extraClassPath=" + cp,
                "--conf", "spark.yarn.appMasterEnv.JAVA_HOME=" + javaHome, "--conf", "spark.executorEnv.JAVA_HOME=" + javaHome,
                "--conf", "spark.yarn.stagingDir=" + tmp.resolve("staging").toUri(),
                "--conf", "spark.yarn.appMasterEnv.SPARK_LOCAL_IP=127.0.0.1", "--conf", "spark.executorEnv.SPARK_LOCAL_IP=127.0.0.1",
                // one attempt: a driver that fails is not run again (YARN's default is two)
                "--conf", "spark.yarn.maxAppAttempts=1",
                "--conf", "spark.ui.enabled=false", "--conf", "spark.tilerules.executorWait=120"));
        cmd.addAll(options);
        cmd.add(app.toString());
        cmd.addAll(List.of(job));
        Path out = tmp.resolve(name + ".out"), err = tmp.resolve(name + ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("HADOOP_CONF_DIR", confDir.toString());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process p = pb.start();
        boolean ended = p.waitFor(6, TimeUnit.MINUTES);
        if (!ended) p.descendants().forEach(ProcessHandle::destroyForcibly);
        if (!ended) p.destroyForcibly().waitFor();
        String o = Files.readString(out), e = Files.readString(err);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("application_\\d+_\\d+").matcher(e);
        Submit s = new Submit(ended ? p.exitValue() : -1, o, e, m.find() ? m.group() : "no application");
        assertTrue(ended, "spark-submit ended within 6 minutes\n" + s.all());
        return s;
    }

    /** simulate's rows for these arguments (after "simulate") against the job's in {@code out}. */
    static void assertRowsOfSimulate(Path out, String... args) throws Exception {
        Path csv = tmp.resolve(out.getFileName() + "-local.csv");
        List<String> a = new ArrayList<>(List.of("simulate", "--rules-dir", "../examples/rulesets"));
        a.addAll(List.of(args));
        a.addAll(List.of("--out", csv.toString()));
        SparkSimulateTest.Run local = SparkSimulateTest.local(a.toArray(new String[0]));
        assertEquals(0, local.code(), local.err());
        List<String> cats = RulesLoader.load(org.tilerules.front.RulesPath.of(Path.of("..", "examples", "rulesets"), SparkSimulateTest.RULESETS),
                List.of("base", "wells")).categories;
        SparkSession spark = SparkSession.builder().master("local[1]").appName("SparkYarnTest")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1").getOrCreate();
        try {
            assertEquals(Files.readString(csv), SparkSimulateTest.csv(spark, out, "true", new String[] {"red", "blue"}, cats,
                    List.of(args).contains("--compare")));
        } finally {
            spark.stop();
        }
    }

    @Test void theYarnRecipeInClusterModeWithARulesArchiveGivesTheRowsAndReportOfSimulate() throws Exception {
        Path out = tmp.resolve("cluster-out");
        Submit s = submit("cluster", "cluster", List.of("--archives", rulesZip() + "#rules"),
                "simulate", "--rules-dir", "rules/rulesets", "--rules", "base,wells", "--bots", "random",
                "--games", "200", "--compare", "farmer_points=2", "--out", out.toString());
        assertEquals(0, s.code(), s.all());
        assertTrue(s.err().contains("final status: SUCCEEDED"), s.all());
        String driverOut = containerFile(s.appId(), "000001", "stdout");
        SparkSimulateTest.Run job = new SparkSimulateTest.Run(0, driverOut, "");
        assertTrue(job.lines().get(0).startsWith("200 games (0 to 199, seeds 1 to 200), 2 players, rules base,wells, bots random,random: "), driverOut);
        SparkSimulateTest.Run local = SparkSimulateTest.local("simulate", "--rules-dir", "../examples/rulesets", "--rules", "base,wells",
                "--bots", "random", "--games", "200", "--compare", "farmer_points=2", "--out", tmp.resolve("cluster-report.csv").toString());
        assertEquals(0, local.code(), local.err());
        assertEquals(SparkSimulateTest.report(local), SparkSimulateTest.report(job), "the driver's report (its container's stdout)");
        assertRowsOfSimulate(out, "--rules", "base,wells", "--bots", "random", "--games", "200", "--compare", "farmer_points=2");
    }

    /** Client mode: the driver is spark-submit's JVM, the rule folder a local one where it runs (step 2 of the recipe). */
    @Test void inClientModeALocalRulesDirGivesTheRowsOfSimulate() throws Exception {
        Path out = tmp.resolve("client-out");
        Submit s = submit("client", "client", List.of(), "simulate", "--rules-dir", "../examples/rulesets", "--rules", "base,wells",
                "--bots", "random", "--games", "200", "--out", out.toString());
        assertEquals(0, s.code(), s.all());
        assertTrue(s.out().startsWith("200 games (0 to 199, seeds 1 to 200), 2 players, rules base,wells, bots random,random: "), s.all());
        assertRowsOfSimulate(out, "--rules", "base,wells", "--bots", "random", "--games", "200");
    }

    /** A file of a container of one application, from the node manager's log folder (under target/test/data); "" if none. */
    static String containerFile(String appId, String container, String name) throws Exception {
        String id = appId.substring(appId.indexOf('_') + 1);
        try (Stream<Path> s = Files.walk(yarn.getTestWorkDir().toPath())) {
            List<Path> found = s.filter(f -> f.getFileName().toString().equals(name)
                    && f.getParent().getFileName().toString().matches("container_(e\\d+_)?" + id + "_\\d+_" + container)).toList();
            return found.isEmpty() ? "" : Files.readString(found.get(0));
        }
    }
}
