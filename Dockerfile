# The injector image: this repository, built, with every Maven dependency inside, so a pod runs
# `mvn gatling:test` (and the merge job `mvn -pl reports exec:exec@...`) without downloading.
# Build from the project root:  docker build -t loadlab-injector:latest .
# Maven 3.8.7 and JDK 17, as the lab is built and measured with (docs/field notes).
FROM maven:3.8.7-eclipse-temurin-17

WORKDIR /lab
# Sources only (.dockerignore leaves out build output, runs and node_modules).
COPY . .
# Build and install every module (tests run in CI, not here), then fetch the plugins the injector
# and the merge use, so the image runs offline.
RUN mvn -B -q -DskipTests install \
 && mvn -B -q dependency:go-offline -DexcludeGroupIds=loadlab \
 && mvn -B -q -pl gatling -DskipTests gatling:help \
 && mvn -B -q -pl reports exec:help

# Runs and records go to the shared volume; each injector to its own folder (see deploy/kubernetes/).
ENV RUNS=/runs
VOLUME ["/runs"]
ENTRYPOINT ["/lab/deploy/injector"]
